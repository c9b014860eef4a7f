// The blocking overlay of a client whose entities are all inactive: only signing out is left.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function InactiveOverlay({
  message,
  onSignOut,
}: {
  message: string;
  onSignOut: () => void;
}) {
  return (
    <Dialog open aria-labelledby="no-entities-title" aria-describedby="no-entities-text">
      <DialogTitle id="no-entities-title">No active entities</DialogTitle>
      <DialogContent>
        <DialogContentText id="no-entities-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onSignOut} autoFocus>
          Sign out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
