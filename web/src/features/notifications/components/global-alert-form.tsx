// Partners push (or clear) the global alert every signed-in user of the firm sees.
import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GlobalAlertDto } from '@portico/common/realtime/realtime-dto';
import { toast } from '@/lib/toast';
import { useGlobalAlert, useSetGlobalAlert } from '../api/realtime-docs';

const NO_ALERT: GlobalAlertDto = { show: false, text: '' };

export function GlobalAlertForm() {
  const current = useGlobalAlert();
  // The form starts from the alert as it was when the tab opened; a live change that arrives
  // while the partner types never replaces what they typed.
  // (Keyed: the loaded form starts afresh from the alert.)
  if (!current.data) return <AlertFields key="loading" initial={NO_ALERT} loading />;
  return <AlertFields key="loaded" initial={current.data} loading={false} />;
}

function AlertFields({ initial, loading }: { initial: GlobalAlertDto; loading: boolean }) {
  const save = useSetGlobalAlert();
  const [show, setShow] = useState(initial.show);
  const [text, setText] = useState(initial.text);
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
        disabled={loading}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormControlLabel
        control={<Switch checked={show} onChange={(e) => setShow(e.target.checked)} />}
        label="Show the alert to everyone signed in"
      />
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending || loading}>
          Push alert
        </Button>
      </div>
    </Stack>
  );
}
