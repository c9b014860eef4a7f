// The firm's global alert, shown to everyone signed in while it is on (live through the realtime channel).
import Alert from '@mui/material/Alert';
import { useGlobalAlert } from '../api/realtime-docs';

/** `inset`: inside page content (staff), rounded with space below; otherwise full-width under the app bar. */
export function GlobalAlertBanner({ inset = false }: { inset?: boolean }) {
  const alert = useGlobalAlert().data;
  if (!alert?.show || !alert.text) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="global-alert"
      sx={inset ? { mb: 2 } : { borderRadius: 0 }}
    >
      {alert.text}
    </Alert>
  );
}
