// Manage Participants (spec 3 §2, §5, §6): the firm users in a conversation, ticked from the firm's
// staff; Save is disabled while none is ticked. A staff member who could not read the
// conversation is refused by the server, by name, above the buttons.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import { MESSAGING_MESSAGES } from '@portico/common/messaging/conversations';
import { useFirmUsers } from '@/lib/firm-catalog';
import { toast } from '@/lib/toast';
import { useUpdateParticipants } from '../api/conversations';

interface Props {
  conversationId: string;
  advisorIds: string[];
  onClose: () => void;
}

/** Mount it to open it. */
export function ParticipantsDialog({ conversationId, advisorIds, onClose }: Props) {
  const staff = useFirmUsers();
  const update = useUpdateParticipants(conversationId);
  const [chosen, setChosen] = useState<string[]>(advisorIds);
  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="participants-title">
      <DialogTitle id="participants-title">Manage Participants</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          The firm users in this conversation. Its clients are the entity’s owners.
        </DialogContentText>
        {staff.data ? (
          <FormGroup>
            {staff.data.map((u) => (
              <FormControlLabel
                key={u.id}
                label={u.full_name}
                control={<Checkbox checked={chosen.includes(u.id)} onChange={() => toggle(u.id)} />}
              />
            ))}
          </FormGroup>
        ) : (
          <Skeleton variant="rounded" height={120} />
        )}
        {chosen.length === 0 && (
          <DialogContentText color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            {MESSAGING_MESSAGES.noParticipants}
          </DialogContentText>
        )}
        {update.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {update.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || update.isPending}
          onClick={() =>
            update.mutate(chosen, {
              onSuccess: () => {
                toast.success(MESSAGING_MESSAGES.participantsUpdated);
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
