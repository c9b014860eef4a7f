// The Activate User and Deactivate User dialogs (spec 3 §4): deactivating may also deactivate the
// entities the user is primary owner of; activating may also activate their inactive entities.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { USER_UPDATED } from '@portico/common/people/user-status';
import { toast } from '@/lib/toast';
import { useUpdateUserStatus } from '../api/user-status';

interface Props {
  user: { id: string; full_name: string; paying: boolean } | null;
  onClose: () => void;
}

export function UserStatusDialog({ user, onClose }: Props) {
  const [withEntities, setWithEntities] = useState(false);
  const update = useUpdateUserStatus();
  const activating = user ? !user.paying : false;
  const title = activating ? 'Activate User' : 'Deactivate User';
  const confirm = () => {
    if (!user) return;
    update.mutate(
      activating
        ? { userId: user.id, paying: true, is_activating_all_entities: withEntities }
        : { userId: user.id, paying: false, is_deactivating_all_entities: withEntities },
      {
        onSuccess: () => {
          toast.success(USER_UPDATED);
          setWithEntities(false);
          onClose();
        },
        onError: (error) => toast.error(error),
      },
    );
  };
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="user-status-title">
      <DialogTitle id="user-status-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {activating
            ? `${user?.full_name} will be able to sign in again.`
            : `${user?.full_name} will no longer be able to sign in. The questionnaires of the entities they are primary owner of are locked, and their scheduled questionnaires are removed.`}
        </DialogContentText>
        <FormControlLabel
          control={
            <Checkbox checked={withEntities} onChange={(e) => setWithEntities(e.target.checked)} />
          }
          label={
            activating
              ? 'Also activate their inactive entities'
              : 'Also deactivate the entities they are primary owner of'
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={activating ? 'primary' : 'error'}
          onClick={confirm}
          disabled={update.isPending}
        >
          {activating ? 'Activate' : 'Deactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
