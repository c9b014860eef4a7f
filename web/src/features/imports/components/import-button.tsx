// The Users page's "Import" button and its dialog, with the firm users the assignee select offers.
import { useState } from 'react';
import Button from '@mui/material/Button';
import type { FirmAccess } from '@portico/common/people/access';
import { useFirmUsers } from '@/lib/firm-catalog';
import { ImportDialog } from './import-dialog';

export function ImportButton({
  firmAccess,
  onImported,
}: {
  firmAccess: FirmAccess | null;
  /** Called when a client list has been imported. */
  onImported?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const advisors = useFirmUsers(open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Import</Button>
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        advisors={advisors.data ?? []}
        firmAccess={firmAccess}
        onImported={onImported}
      />
    </>
  );
}
