// Renders the toast queue from lib/toast one at a time with MUI Snackbar + Alert.
import { useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { toast } from '@/lib/toast';

export function Toaster() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.snapshot, toast.snapshot);
  const current = toasts[0];
  const [open, setOpen] = useState(true);
  const [shownId, setShownId] = useState<number | undefined>(undefined);

  // A new head-of-queue toast reopens the snackbar.
  if (current && current.id !== shownId) {
    setShownId(current.id);
    setOpen(true);
  }

  const handleClose = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open={open}
      autoHideDuration={current.duration}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => toast.dismiss(current.id) } }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={handleClose}
        sx={{ width: '100%' }}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
