// Answer Later / Upload Later (spec 2 §5): a date, 7 days ahead by default, after today, this
// year and before the due date, with the spec's message under the field.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  ANSWER_LATER_DEFAULT_DAYS,
  addDays,
  answerLaterDateError,
} from '@portico/common/questionnaires/answer-later';

interface Props {
  upload: boolean;
  today: string;
  dueDate: string | null;
  onSave: (date: string) => void;
  onClose: () => void;
}

/** Mount it to open it. */
export function AnswerLaterDialog({ upload, today, dueDate, onSave, onClose }: Props) {
  const [date, setDate] = useState(() => addDays(today, ANSWER_LATER_DEFAULT_DAYS));
  const error = answerLaterDateError(date, { today, dueDate, upload });
  const title = upload ? 'Upload later' : 'Answer later';
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="answer-later-title">
      <DialogTitle id="answer-later-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {upload
            ? 'Choose the date by which you will upload these documents. We will remind you.'
            : 'Choose the date by which you will answer this question. We will remind you.'}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          type="date"
          label={upload ? 'Upload by' : 'Answer by'}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={Boolean(error)} onClick={() => onSave(date)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
