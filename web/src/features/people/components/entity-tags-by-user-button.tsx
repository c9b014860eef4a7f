// The Users page's "Entity tags" bulk action: tags every entity of the selected users (the
// entity-tag dialog takes user ids or entity ids, never both — spec 3 §5).
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTags } from '../api/tags';
import { BulkTagDialog } from './bulk-tag-dialog';

export function EntityTagsByUserButton({
  userIds,
  onDone,
}: {
  userIds: string[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const tags = useTags('entity');
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Entity tags
      </Button>
      <BulkTagDialog
        open={open}
        onClose={() => setOpen(false)}
        kind="entity"
        target="users"
        ids={userIds}
        tags={tags.data ?? []}
        onDone={() => {
          setOpen(false);
          onDone();
        }}
      />
    </>
  );
}
