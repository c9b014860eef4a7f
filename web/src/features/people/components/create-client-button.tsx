// The "Create User and Entity" button and its dialog, with the firm lists the dialog needs.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useCatalog, useFirmUsers } from '@/lib/firm-catalog';
import { CreateClientDialog } from './create-client-dialog';

export function CreateClientButton({
  groupsEnabled,
  lockedGroupId,
  label = 'Create User and Entity',
}: {
  groupsEnabled: boolean;
  lockedGroupId: string | null;
  /** Messages' empty state says "Add Entity" (spec 3 §2). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const advisors = useFirmUsers();
  const groups = useCatalog('groups', groupsEnabled);
  const entityTypes = useCatalog('entity_types');
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <CreateClientDialog
        open={open}
        onClose={() => setOpen(false)}
        advisors={advisors.data ?? []}
        groups={groupsEnabled ? (groups.data ?? []) : undefined}
        lockedGroupId={lockedGroupId}
        entityTypes={entityTypes.data ?? []}
      />
    </>
  );
}
