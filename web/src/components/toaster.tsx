// Renders the toast queue from lib/toast one at a time (components/toast-snackbar.tsx: MUI
// Snackbar + Alert, loaded once the first screen is up or when a toast comes first). As Material
// asks, a newer toast does not wait for the shown one's time to run out: the shown one closes
// once it has been readable for a moment, and the newer one opens (the confirmation of what the
// user just did is never seconds late).
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { afterFirstScreen } from '@/lib/first-screen';
import { toast } from '@/lib/toast';

const loadSnackbar = () => import('./toast-snackbar');
const ToastSnackbar = lazy(loadSnackbar);

/** How long a toast stays at least, when a newer one waits behind it. */
export const TOAST_READABLE_MS = 1000;

export function Toaster() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.snapshot, toast.snapshot);
  const current = toasts[0];
  const newerWaiting = toasts.length > 1;
  const [open, setOpen] = useState(true);
  const [shownId, setShownId] = useState<number | undefined>(undefined);
  useEffect(() => afterFirstScreen(() => void loadSnackbar().catch(() => undefined)), []);

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

  const handleClose = (reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar
        key={current.id}
        toast={current}
        open={open}
        onClose={handleClose}
        onExited={() => toast.dismiss(current.id)}
      />
    </Suspense>
  );
}
