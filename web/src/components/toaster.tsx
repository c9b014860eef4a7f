// Renders the toast queue from lib/toast one at a time with MUI Snackbar + Alert. As Material
// asks, a newer toast does not wait for the shown one's time to run out: the shown one closes
// once it has been readable for a moment, and the newer one opens (the confirmation of what the
// user just did is never seconds late).
import { useEffect, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { toast } from '@/lib/toast';

/** How long a toast stays at least, when a newer one waits behind it. */
export const TOAST_READABLE_MS = 1000;

export function Toaster() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.snapshot, toast.snapshot);
  const current = toasts[0];
  const newerWaiting = toasts.length > 1;
  const [open, setOpen] = useState(true);
  const [shownId, setShownId] = useState<number | undefined>(undefined);

  // A new head-of-queue toast reopens the snackbar.
  if (current && current.id !== shownId) {
    setShownId(current.id);
    setOpen(true);
  }

  // Closed after the commit that opened it, so the snackbar always runs its exit (whose end
  // dismisses the toast and lets the next one in).
  useEffect(() => {
    if (!open || !newerWaiting) return;
    const timer = setTimeout(() => setOpen(false), TOAST_READABLE_MS);
    return () => clearTimeout(timer);
  }, [open, newerWaiting, shownId]);

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
