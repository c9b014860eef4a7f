// Partners push (or clear) the global alert every signed-in user of the firm sees.
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { toast } from '@/lib/toast';
import { useGlobalAlert, useSetGlobalAlert } from '../api/realtime-docs';

export function GlobalAlertForm() {
  const current = useGlobalAlert();
  const save = useSetGlobalAlert();
  const [show, setShow] = useState(false);
  const [text, setText] = useState('');
  useEffect(() => {
    if (current.data) {
      setShow(current.data.show);
      setText(current.data.text);
    }
  }, [current.data]);
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ show, text }, { onSuccess: () => toast.success('Global alert updated') });
      }}
    >
      <TextField
        label="Alert text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormControlLabel
        control={<Switch checked={show} onChange={(e) => setShow(e.target.checked)} />}
        label="Show the alert to everyone signed in"
      />
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending || current.isLoading}>
          Push alert
        </Button>
      </div>
    </Stack>
  );
}
