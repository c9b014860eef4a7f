// "Update Assigned Firm User" (spec 3 §2, §7: -1 means none): the entity's firm user, chosen from
// the firm's users; the entity's returns and questionnaires follow it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { NO_FILTER } from '@portico/common/people/no-filter';
import type { EntityDialogProps } from '@/components/entity-actions';
import { useFirmUsers } from '@/lib/firm-catalog';
import { toast } from '@/lib/toast';
import { useAssignEntityAdvisor, useCompany } from '../api/companies';
import { AdvisorSelect } from './advisor-select';

export default function AssignedFirmUserDialog({ companyId, onClose }: EntityDialogProps) {
  const company = useCompany(companyId);
  const advisors = useFirmUsers();
  const assign = useAssignEntityAdvisor(companyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = company.data ? (company.data.assigned_advisor_id ?? NO_FILTER) : null;
  const value = chosen ?? current;
  const ready = value !== null && advisors.data !== undefined;
  const error = company.error ?? advisors.error ?? assign.error;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="assign-title">
      <DialogTitle id="assign-title">Update Assigned Firm User</DialogTitle>
      <DialogContent>
        {company.data && (
          <DialogContentText sx={{ mb: 2 }}>
            The firm user assigned to {company.data.name}. Its tax returns and questionnaires show
            them.
          </DialogContentText>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error.message}
          </Alert>
        )}
        {ready ? (
          <AdvisorSelect
            autoFocus
            fullWidth
            label="Assigned firm user"
            advisors={advisors.data ?? []}
            first={{ value: NO_FILTER, label: 'None' }}
            value={value}
            onChange={(e) => setChosen(e.target.value)}
          />
        ) : (
          !error && <Skeleton variant="rounded" height={56} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!ready || assign.isPending || value === current}
          onClick={() =>
            assign.mutate(value!, {
              onSuccess: ({ message }) => {
                toast.success(message);
                onClose();
              },
            })
          }
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
