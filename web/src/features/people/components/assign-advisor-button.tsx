// The bulk "Assign advisor" button of the Users page and its dialog.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useFirmUsers } from '@/lib/firm-catalog';
import { AssignAdvisorDialog } from './assign-advisor-dialog';

export function AssignAdvisorButton({
  clientIds,
  onDone,
}: {
  clientIds: string[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const advisors = useFirmUsers(open);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Assign advisor
      </Button>
      <AssignAdvisorDialog
        open={open}
        onClose={() => setOpen(false)}
        clientIds={clientIds}
        advisors={advisors.data ?? []}
        onDone={() => {
          setOpen(false);
          onDone();
        }}
      />
    </>
  );
}
