// Bulk tag or untag the selected users or entities (spec 3 §5 "Tags"): pick existing tags or type
// new ones; with nothing selected the server answers 'No selected users or entities to update!'.
import { countNoun } from '@portico/common/format/count-noun';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PeopleTagKind, TagDto } from '@portico/common/people/tags';
import { toast } from '@/lib/toast';
import { useBulkTag } from '../api/tags';
import { TagNamesField } from './tag-names-field';

interface Props {
  open: boolean;
  onClose: () => void;
  kind: PeopleTagKind;
  /** What the ids are: entities (entity tags) or users (their user tags). */
  target: 'entities' | 'users';
  ids: string[];
  tags: TagDto[];
  onDone: () => void;
}

export function BulkTagDialog({ open, onClose, kind, target, ids, tags, onDone }: Props) {
  const [names, setNames] = useState<string[]>([]);
  const bulk = useBulkTag();
  const run = (remove: boolean) =>
    bulk.mutate(
      {
        kind,
        remove,
        tag_names: names,
        company_ids: target === 'entities' ? ids : [],
        user_ids: target === 'users' ? ids : [],
      },
      {
        onSuccess: () => {
          toast.success(remove ? 'Tags removed' : 'Tags added');
          setNames([]);
          onDone();
        },
        onError: (error) => toast.error(error),
      },
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{kind === 'entity' ? 'Entity Tags' : 'User Tags'}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {countNoun(ids.length, target === 'entities' ? 'entity' : 'user', target)} selected
        </Typography>
        <TagNamesField tags={tags} value={names} onChange={setNames} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={() => run(true)} disabled={!names.length || bulk.isPending}>
          Remove tags
        </Button>
        <Button
          variant="contained"
          onClick={() => run(false)}
          disabled={!names.length || bulk.isPending}
        >
          Add tags
        </Button>
      </DialogActions>
    </Dialog>
  );
}
