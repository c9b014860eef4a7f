// A dialog that asks for one piece of text and sends it (a reason for changes, a reason to
// decline, the text a signer types into a field): not blank, trimmed, and kept as typed if sending
// fails (the error shows inside). Mount it to open it.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export function TextAnswerDialog(props: {
  title: string;
  description: string;
  /** The field's label. */
  label: string;
  confirmLabel: string;
  maxLength: number;
  /** Paragraphs (a reason) rather than one line (a field's text). */
  multiline?: boolean;
  initial?: string;
  destructive?: boolean;
  pending: boolean;
  error?: string | null;
  onSend: (text: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [text, setText] = useState(props.initial ?? '');
  const given = text.trim();
  const send = () => given && !props.pending && props.onSend(given);
  return (
    <Dialog
      open
      onClose={props.pending ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{props.description}</DialogContentText>
        <TextField
          autoFocus
          multiline={props.multiline}
          minRows={props.multiline ? 4 : undefined}
          fullWidth
          required
          label={props.label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (!props.multiline && e.key === 'Enter') {
              e.preventDefault();
              send();
            }
          }}
          slotProps={{ htmlInput: { maxLength: props.maxLength } }}
        />
        {props.error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={props.destructive ? 'error' : 'primary'}
          disabled={!given || props.pending}
          onClick={send}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
