// The User Tags and Entity Tags dialogs (spec 3 §2, §7): one user's or one entity's tags, chosen
// from the firm's list or typed anew; Save makes them exactly the record's tags.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TagRefDto } from '@portico/common/people/people-list';
import type { PeopleTagKind } from '@portico/common/people/tags';
import { toast } from '@/lib/toast';
import { useSetRecordTags, useTags } from '../api/tags';
import { TagNamesField } from './tag-names-field';

interface Props {
  kind: PeopleTagKind;
  record: { id: string; name: string; tags: TagRefDto[] };
  onClose: () => void;
}

/** Mount it to open it; its draft starts from the record's tags each time. */
export function RecordTagsDialog({ kind, record, onClose }: Props) {
  const [names, setNames] = useState(() => record.tags.map((t) => t.name));
  const tags = useTags(kind);
  const save = useSetRecordTags(kind, record.id);
  const title = kind === 'entity' ? 'Entity Tags' : 'User Tags';
  const submit = () =>
    save.mutate(names, {
      onSuccess: () => {
        toast.success('Saved');
        onClose();
      },
      onError: (error) => toast.error(error),
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="record-tags-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="record-tags-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{record.name}</DialogContentText>
          <TagNamesField tags={tags.data ?? []} value={names} onChange={setNames} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
