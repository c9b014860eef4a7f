// Assign one advisor (or none, -1) to the selected clients; 'Assignments updated successfully'.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FirmUserDto } from '@portico/common/firm/firm-catalog-dto';
import { ASSIGNMENTS_UPDATED } from '@portico/common/people/assignments';
import { NO_FILTER } from '@portico/common/people/no-filter';
import { toast } from '@/lib/toast';
import { useAssignAdvisor } from '../api/assignments';
import { AdvisorSelect } from './advisor-select';
import { countNoun } from '@portico/common/format/count-noun';

interface Props {
  open: boolean;
  onClose: () => void;
  clientIds: string[];
  advisors: FirmUserDto[];
  onDone: () => void;
}

export function AssignAdvisorDialog({ open, onClose, clientIds, advisors, onDone }: Props) {
  const [advisorId, setAdvisorId] = useState(NO_FILTER);
  const assign = useAssignAdvisor();
  const save = () =>
    assign.mutate(
      { advisorId, clientIds },
      {
        onSuccess: () => {
          toast.success(ASSIGNMENTS_UPDATED);
          onDone();
        },
        onError: (error) => toast.error(error),
      },
    );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="assign-advisor-title"
    >
      <DialogTitle id="assign-advisor-title">Assign advisor</DialogTitle>
      <DialogContent>
        <AdvisorSelect
          advisors={advisors}
          first={{ value: NO_FILTER, label: 'No advisor' }}
          fullWidth
          sx={{ mt: 1 }}
          label="Assigned advisor"
          value={advisorId}
          onChange={(e) => setAdvisorId(e.target.value)}
          helperText={`${countNoun(clientIds.length, 'user')} selected`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={assign.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
