// Out of office on a firm user's Profile Settings (spec 3 §3, §6): a switch and the message the
// clients of their conversations read while it is on. What was typed stays until saved; a
// message is needed while away; the message is kept for the next time.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  OUT_OF_OFFICE_MESSAGE_REQUIRED,
  OUT_OF_OFFICE_SAVED,
  type OutOfOfficeDto,
} from '@portico/common/messaging/out-of-office';
import { QueryContent } from '@/components/query-content';
import { toast } from '@/lib/toast';
import { useOutOfOffice, useSetOutOfOffice } from '../api/out-of-office';

function OutOfOfficeForm({ saved }: { saved: OutOfOfficeDto }) {
  const [away, setAway] = useState(saved.out_of_office);
  const [message, setMessage] = useState(saved.out_of_office_message);
  const [tried, setTried] = useState(false);
  const save = useSetOutOfOffice();
  const missing = away && message.trim() === '';
  const changed = away !== saved.out_of_office || message !== saved.out_of_office_message;
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={away} onChange={(e) => setAway(e.target.checked)} />}
        label="I am out of the office"
      />
      <TextField
        label="Message clients see in your conversations"
        multiline
        minRows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={tried && missing}
        helperText={
          tried && missing ? OUT_OF_OFFICE_MESSAGE_REQUIRED : 'For example: Back on Monday.'
        }
      />
      {save.isError && <Alert severity="error">{save.error.message}</Alert>}
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={!changed || save.isPending}
        onClick={() => {
          setTried(true);
          if (missing) return;
          save.mutate(
            { out_of_office: away, out_of_office_message: message },
            { onSuccess: () => toast.success(OUT_OF_OFFICE_SAVED) },
          );
        }}
      >
        Save
      </Button>
    </Stack>
  );
}

export function OutOfOfficeCard() {
  const saved = useOutOfOffice();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Out of office
      </Typography>
      <QueryContent query={saved} skeletonHeight={160}>
        {(data) => <OutOfOfficeForm saved={data} />}
      </QueryContent>
    </Paper>
  );
}
