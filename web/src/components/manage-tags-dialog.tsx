// A firm-wide list of tags (users', entities' or files'): add a tag, or delete one (which takes it
// off everything carrying it, so it asks first; only staff who see every record may). The list and
// its changes come from the area that owns those tags.
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
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toast';

interface Tag {
  id: string;
  name: string;
}

/** A change the dialog makes: React Query's mutation, as each area's hooks return it. */
interface TagChange {
  mutate: (
    input: string,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

export function ManageTagsDialog({
  open,
  onClose,
  title,
  holders,
  tags,
  create,
  remove,
  addError,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What carries the tags, in the plural of the delete question ('entities'). */
  holders: string;
  tags: Tag[] | undefined;
  create: TagChange;
  remove: TagChange;
  /** What a failed add says when the server gives no reason of its own. */
  addError?: string;
}) {
  const canDelete = canDeleteTags(useCurrentUser().data?.firm_access ?? null);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const add = () =>
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        toast.success('Saved');
      },
      // A refusal with a reason ('Tag already exist') says it; anything else, the area's words.
      onError: (error) =>
        toast.error(
          addError && !(error instanceof ApiError && error.status < 500) ? addError : error,
        ),
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
          {tags?.length === 0 && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No tags yet
            </Typography>
          )}
          <List dense>
            {tags?.map((t) => (
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
            “{deleting?.name}” will be removed from all {holders} that have it.
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
