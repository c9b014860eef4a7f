// One toast on screen: MUI's Snackbar with a filled Alert (components/toaster.tsx decides which
// and when). Apart from the queue so no first screen loads the snackbar before it has a toast.
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { Toast } from '@/lib/toast';

export default function ToastSnackbar(props: {
  toast: Toast;
  open: boolean;
  onClose: (reason?: SnackbarCloseReason) => void;
  onExited: () => void;
}) {
  const { toast, open, onClose, onExited } = props;
  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.duration}
      onClose={(_event, reason) => onClose(reason)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={() => onClose()}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
