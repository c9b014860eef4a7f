// The forgot-password, alternate-sign-in and SMS-failure states: one button that mails a link
// to sign in and choose a new sign-in method, then the sent-link state.
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { resetSignInMethod } from '../api/send-sign-in-messages';
import { serverMessage } from '../utils/sign-in-errors';

export function SendLinkPanel({
  uid,
  email,
  redirect,
  intro,
  severity = 'info',
  buttonLabel,
  onSent,
  onBack,
}: {
  uid: string;
  email: string;
  redirect: string | null;
  intro: ReactNode;
  severity?: 'info' | 'error';
  buttonLabel: string;
  onSent: () => void;
  onBack: () => void;
}) {
  const send = useMutation({
    meta: { inlineErrors: true },
    mutationFn: () => resetSignInMethod({ uid, username: email, redirect }),
    onSuccess: onSent,
  });
  return (
    <Stack spacing={2.5}>
      <Alert severity={severity}>{intro}</Alert>
      {send.isError && (
        <Alert severity="error" role="alert">
          {serverMessage(send.error, SIGN_IN_MESSAGES.linkSendProblem)}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => send.mutate()}
        loading={send.isPending}
      >
        {buttonLabel}
      </Button>
      <Button onClick={onBack}>Back to sign in</Button>
    </Stack>
  );
}
