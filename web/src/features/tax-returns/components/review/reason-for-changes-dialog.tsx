// "Reason for changes" (spec 3 §2): what the client wants changed, not blank, before the request
// is sent; what was typed stays if sending fails.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_DRAFT_REASON } from '@portico/common/tax-returns/draft-review';

/** Mount it to open it. */
export function ReasonForChangesDialog(props: {
  pending: boolean;
  onSend: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const given = reason.trim();
  return (
    <Dialog
      open
      onClose={props.pending ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reason-for-changes-title"
    >
      <DialogTitle id="reason-for-changes-title">Reason for changes</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Tell your advisor what should change in the draft. They will send you a new one.
        </DialogContentText>
        <TextField
          autoFocus
          multiline
          minRows={4}
          fullWidth
          required
          label="Reason for changes"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_DRAFT_REASON } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!given || props.pending}
          onClick={() => props.onSend(given)}
        >
          Request changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
