// The "Manage tags" button above a list and its dialog of the firm's user or entity tags.
import { useState } from 'react';
import Button from '@mui/material/Button';
import type { PeopleTagKind } from '@portico/common/people/tags';
import { ManageTagsDialog } from './manage-tags-dialog';

export function ManageTagsButton({ kind }: { kind: PeopleTagKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Manage tags</Button>
      <ManageTagsDialog open={open} onClose={() => setOpen(false)} kind={kind} />
    </>
  );
}
