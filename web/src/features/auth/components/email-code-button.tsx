// "Email me a code instead" on the sent-email state: for a client who reads mail on a phone but
// signs in on a computer, a code to type here rather than a link that opens elsewhere.
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { serverMessage } from '../utils/sign-in-errors';
import type { SignInStep } from '../utils/sign-in-steps';

export function EmailCodeButton({
  label,
  send,
  onSent,
}: {
  label: string;
  send: () => Promise<SignInStep>;
  onSent: (next: SignInStep) => void;
}) {
  const request = useMutation({
    meta: { inlineErrors: true },
    mutationFn: send,
    onSuccess: onSent,
  });
  return (
    <Stack spacing={1.5}>
      {request.isError && (
        <Alert severity="error" role="alert">
          {serverMessage(request.error, SIGN_IN_MESSAGES.codeSendProblem)}
        </Alert>
      )}
      <Button variant="text" onClick={() => request.mutate()} loading={request.isPending}>
        {label}
      </Button>
    </Stack>
  );
}
