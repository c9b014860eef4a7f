// Schedule Message and Edit Scheduled Time (spec 3 §2, §5): a day (no earlier than today) and a
// time, tomorrow at 09:00 for a new schedule; a moment that is not in the future is refused
// under the fields with 'Please select a date in the future'.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  defaultScheduleTime,
  fromLocalDateTime,
  localToday,
  scheduleTimeError,
  toLocalDateTime,
  type LocalDateTime,
} from '../utils/schedule-time';

interface Props {
  title: string;
  /** The time it is scheduled for now; a new schedule starts tomorrow at 09:00. */
  current?: Date;
  confirmLabel: string;
  pending: boolean;
  /** A failure to show above the buttons (what was picked stays). */
  error: string | null;
  onSave: (at: Date) => void;
  onClose: () => void;
}

/** Mount it to open it. */
export function ScheduleDialog(props: Props) {
  const { title, current, confirmLabel, pending, error, onSave, onClose } = props;
  const [value, setValue] = useState<LocalDateTime>(() =>
    current ? toLocalDateTime(current) : defaultScheduleTime(new Date()),
  );
  const [tried, setTried] = useState(false);
  const invalid = scheduleTimeError(value, new Date());
  const shownError = tried || current ? invalid : null;
  const save = () => {
    setTried(true);
    const at = fromLocalDateTime(value);
    if (!invalid && at) onSave(at);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="schedule-title">
      <DialogTitle id="schedule-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The message is sent at this time, in your time zone. Until then only you see it.
        </DialogContentText>
        <Stack direction="row" spacing={2}>
          <TextField
            autoFocus
            fullWidth
            type="date"
            label="Day"
            value={value.date}
            onChange={(e) => setValue({ ...value, date: e.target.value })}
            error={Boolean(shownError)}
            slotProps={{ htmlInput: { min: localToday(new Date()) }, inputLabel: { shrink: true } }}
          />
          <TextField
            fullWidth
            type="time"
            label="Time"
            value={value.time}
            onChange={(e) => setValue({ ...value, time: e.target.value })}
            error={Boolean(shownError)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <DialogContentText
          role={shownError || error ? 'alert' : undefined}
          color="error"
          variant="body2"
          sx={{ mt: 1, minHeight: '1.5em' }}
        >
          {shownError ?? error ?? ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={pending} onClick={save}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
