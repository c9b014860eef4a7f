// A "send again" button that says whether the new link or code went out.
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { serverMessage } from '../utils/sign-in-errors';

export function ResendButton({
  label,
  send,
  fallback,
}: {
  label: string;
  send: () => Promise<unknown>;
  fallback: string;
}) {
  const again = useMutation({ meta: { inlineErrors: true }, mutationFn: send });
  return (
    <Stack spacing={1.5}>
      {again.isError && (
        <Alert severity="error" role="alert">
          {serverMessage(again.error, fallback)}
        </Alert>
      )}
      {again.isSuccess && <Alert severity="success">Sent again.</Alert>}
      <Button variant="outlined" onClick={() => again.mutate()} loading={again.isPending}>
        {label}
      </Button>
    </Stack>
  );
}
