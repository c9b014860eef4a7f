// The firm-wide list of user or entity tags: add a tag, or delete one (which takes it off every
// user or entity carrying it, so it asks first; only staff who see every record may).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { canDeleteTags } from '@portico/common/people/people-access';
import type { PeopleTagKind, TagDto } from '@portico/common/people/tags';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toast';
import { useCreateTag, useDeleteTag, useTags } from '../api/tags';

export function ManageTagsDialog({
  open,
  onClose,
  kind,
}: {
  open: boolean;
  onClose: () => void;
  kind: PeopleTagKind;
}) {
  const canDelete = canDeleteTags(useCurrentUser().data?.firm_access ?? null);
  const tags = useTags(kind);
  const create = useCreateTag(kind);
  const remove = useDeleteTag(kind);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<TagDto | null>(null);
  const title = kind === 'entity' ? 'Entity Tags' : 'User Tags';
  const add = () =>
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        toast.success('Saved');
      },
      onError: (error) => toast.error(error),
    });
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="xs"
        aria-labelledby="manage-tags-title"
      >
        <DialogTitle id="manage-tags-title">{title}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            direction="row"
            spacing={1}
            sx={{ pt: 1 }}
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) add();
            }}
          >
            <TextField
              size="small"
              fullWidth
              autoFocus
              label="New tag"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" variant="outlined" disabled={!name.trim() || create.isPending}>
              Add
            </Button>
          </Stack>
          {tags.data?.length === 0 && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No tags yet
            </Typography>
          )}
          <List dense>
            {tags.data?.map((t) => (
              <ListItem
                key={t.id}
                secondaryAction={
                  canDelete && (
                    <IconButton
                      edge="end"
                      aria-label={`Delete ${t.name}`}
                      onClick={() => setDeleting(t)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={t.name} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-tag-title"
      >
        <DialogTitle id="delete-tag-title">Delete tag</DialogTitle>
        <DialogContent>
          <Typography>
            “{deleting?.name}” will be removed from every {kind === 'entity' ? 'entity' : 'user'}{' '}
            that has it.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => setDeleting(null),
                onError: (error) => toast.error(error),
              })
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
