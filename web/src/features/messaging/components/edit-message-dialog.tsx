// Edit Message (spec 3 §2, §5): the text as it is, changed and saved; a blank text is refused
// with 'Please enter a message', and a failure is said above the buttons with the text kept.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MESSAGING_MESSAGES } from '@portico/common/messaging/conversations';

interface Props {
  text: string;
  pending: boolean;
  error: string | null;
  onSave: (text: string) => void;
  onClose: () => void;
}

/** Mount it to open it. */
export function EditMessageDialog({ text: initial, pending, error, onSave, onClose }: Props) {
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const blank = text.trim() === '';
  const shown = (tried && blank ? MESSAGING_MESSAGES.emptyMessage : null) ?? error;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="edit-message-title">
      <DialogTitle id="edit-message-title">Edit message</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          maxRows={12}
          label="Message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={Boolean(shown)}
          helperText={shown ?? ' '}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={pending}
          onClick={() => {
            setTried(true);
            if (!blank) onSave(text);
          }}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
