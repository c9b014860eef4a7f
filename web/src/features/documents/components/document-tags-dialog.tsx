// Edit tags of one file (staff, spec 3 §5 Documents): pick from the firm's document tags, or add a
// new one to the firm's list (Add is off while the name is empty or taken: 'Tag already exist');
// Save makes them exactly the file's tags. Manage tags opens the firm's list, to delete one.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ADD_DOCUMENT_TAG_FAILED,
  DOCUMENT_TAG_EXISTS,
  hasTagNamed,
  SAVE_DOCUMENT_TAGS_FAILED,
  type DocumentTagDto,
} from '@portico/common/documents/document-tags';
import type { VaultFileDto } from '@portico/common/documents/vault';
import { toast } from '@/lib/toast';
import { ManageTagsDialog } from '@/components/manage-tags-dialog';
import {
  useCreateDocumentTag,
  useDeleteDocumentTag,
  useDocumentTags,
  useSetDocumentTags,
} from '../api/document-tags';

export function DocumentTagsDialog(props: {
  companyId: string;
  file: VaultFileDto;
  onClose: () => void;
}) {
  const { file, onClose } = props;
  const tags = useDocumentTags(true);
  const create = useCreateDocumentTag();
  const save = useSetDocumentTags(props.companyId);
  const [chosenIds, setChosenIds] = useState(file.tag_ids);
  const [newTag, setNewTag] = useState('');
  const [managing, setManaging] = useState(false);
  const remove = useDeleteDocumentTag();
  const all = tags.data ?? [];
  const chosen = all.filter((t) => chosenIds.includes(t.id));
  const taken = newTag.trim() !== '' && hasTagNamed(all, newTag);

  const add = () =>
    create.mutate(newTag.trim(), {
      onSuccess: (tag) => {
        setChosenIds((ids) => [...ids, tag.id]);
        setNewTag('');
      },
      onError: () => toast.error(ADD_DOCUMENT_TAG_FAILED),
    });
  const submit = () =>
    save.mutate(
      { id: file.id, tagIds: chosen.map((t) => t.id) },
      {
        onSuccess: () => {
          toast.success('Tags saved');
          onClose();
        },
        onError: () => toast.error(SAVE_DOCUMENT_TAGS_FAILED),
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="document-tags-title">
      <DialogTitle id="document-tags-title">Edit tags</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{file.name}</DialogContentText>
        <Stack spacing={3}>
          <Autocomplete<DocumentTagDto, true>
            multiple
            options={all}
            loading={tags.isPending}
            value={chosen}
            getOptionLabel={(t) => t.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, next) => setChosenIds(next.map((t) => t.id))}
            noOptionsText="No tags yet: add one below"
            renderInput={(params) => <TextField {...params} label="Tags" autoFocus />}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="New tag"
              size="small"
              value={newTag}
              onChange={(event) => setNewTag(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (newTag.trim() && !taken) add();
              }}
              error={taken}
              helperText={taken ? DOCUMENT_TAG_EXISTS : 'Adds it to your firm’s document tags'}
              slotProps={{ htmlInput: { maxLength: 50 } }}
              sx={{ flex: 1 }}
            />
            <Button
              variant="outlined"
              onClick={add}
              disabled={!newTag.trim() || taken || create.isPending}
              sx={{ mt: '2px' }}
            >
              Add
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setManaging(true)} sx={{ mr: 'auto' }}>
          Manage tags
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending || tags.isPending}>
          Save
        </Button>
      </DialogActions>
      <ManageTagsDialog
        open={managing}
        onClose={() => setManaging(false)}
        title="Document Tags"
        holders="files"
        tags={all}
        create={create}
        remove={remove}
        addError={ADD_DOCUMENT_TAG_FAILED}
      />
    </Dialog>
  );
}
