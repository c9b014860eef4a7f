// Staff's reading of a request's signing trail, from its row's menu: every event, oldest first,
// with the seal's fingerprint once sealed. Mount it to open it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SignatureRequestDto } from '@portico/common/signature-requests/signature-request-model';
import { SigningEvents } from '@/components/signing/signing-events';
import { useRequestTrail } from '../api/request-signing';

export function SigningTrailDialog(props: { request: SignatureRequestDto; onClose: () => void }) {
  const trail = useRequestTrail(props.request.id);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="trail-title">
      <DialogTitle id="trail-title">Signing trail: {props.request.document_name}</DialogTitle>
      {/* Scrolls on its own: reachable from the keyboard though nothing in it takes focus. */}
      <DialogContent dividers tabIndex={0}>
        <SigningEvents trail={trail} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
