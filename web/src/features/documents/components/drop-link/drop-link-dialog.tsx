// The staff Drop Link dialog (spec 1 §3 Drop Link): loads the firm's link (made on the first
// opening), then shows its address, who is told of a drop, and the drops received; closing it with
// settings changed and not saved asks first. Lazily loaded by the staff shell.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDropLink } from '../../api/drop-link';
import { DropLinkSettings } from './drop-link-settings';

const TITLE_ID = 'drop-link-title';

export default function DropLinkDialog({ onClose }: { onClose: () => void }) {
  const link = useDropLink(true);
  // Settings changed and not saved: closing asks first, so they are not dropped unseen.
  const [unsaved, setUnsaved] = useState(false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (unsaved ? setAsking(true) : onClose());
  return (
    <Dialog open onClose={requestClose} maxWidth="sm" fullWidth aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>Drop Link</DialogTitle>
      {asking && (
        <ConfirmDialog
          title="Discard your changes?"
          confirmLabel="Discard"
          destructive
          onConfirm={onClose}
          onClose={() => setAsking(false)}
        >
          Who is told of drops, or the sign-in button, was changed and not saved.
        </ConfirmDialog>
      )}
      {link.data ? (
        <DropLinkSettings
          link={link.data}
          onClose={requestClose}
          onLeave={onClose}
          onUnsaved={setUnsaved}
        />
      ) : (
        <>
          <DialogContent>
            {link.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void link.refetch()}>
                    Retry
                  </Button>
                }
              >
                {link.error.message}
              </Alert>
            ) : (
              <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading the drop link">
                <Skeleton variant="text" />
                <Skeleton variant="rounded" height={56} />
                <Skeleton variant="rounded" height={56} />
                <Skeleton variant="rounded" height={120} />
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
