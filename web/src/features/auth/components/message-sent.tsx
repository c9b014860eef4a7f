// The sent-link and sent-email states: where the link went and what to do next.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function MessageSent({
  children,
  onBack,
  action,
}: {
  children: ReactNode;
  onBack: () => void;
  action?: ReactNode;
}) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="success" role="status">
        {children}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        The link works once and expires in 1 hour. You can close this tab after opening it.
      </Typography>
      {action}
      <Button onClick={onBack}>Back to sign in</Button>
    </Stack>
  );
}
