// The code entry of the sent-text and 2fa states: at most 6 characters, Verify enabled at
// exactly 6 (spec 1 §5), the spec's error texts, and a way to have the code sent again.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SIGN_IN_MESSAGES, VERIFICATION_CODE_LENGTH } from '@portico/common/auth/sign-in-messages';
import { VerificationCodeInput } from '@/components/verification-code-input';
import type { SignInOutcome } from '../api/finish-sign-in';
import { signInWithCode } from '../api/verify-code';
import { codeErrorMessage, serverMessage } from '../utils/sign-in-errors';

export function CodeEntry({
  uid,
  label,
  onSignedIn,
  resend,
  resendLabel = 'Send a new code',
  resendFallback,
}: {
  uid: string;
  label: string;
  onSignedIn: (outcome: SignInOutcome) => void;
  resend: () => Promise<unknown>;
  resendLabel?: string;
  /** Shown when resending fails without a server message. */
  resendFallback: string;
}) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [missingUid, setMissingUid] = useState(false);
  const verify = useMutation({
    meta: { inlineErrors: true },
    mutationFn: () => signInWithCode(queryClient, uid, code),
    onSuccess: onSignedIn,
  });
  const again = useMutation({ meta: { inlineErrors: true }, mutationFn: resend });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!uid) {
      setMissingUid(true);
      return;
    }
    if (code.length === VERIFICATION_CODE_LENGTH) verify.mutate();
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {missingUid && <Alert severity="error">{SIGN_IN_MESSAGES.missingUid}</Alert>}
      {verify.isError && (
        <Alert severity="error" role="alert">
          {codeErrorMessage(verify.error)}
        </Alert>
      )}
      {again.isError && (
        <Alert severity="error" role="alert">
          {serverMessage(again.error, resendFallback)}
        </Alert>
      )}
      {again.isSuccess && !again.isPending && (
        <Alert severity="success">We sent you a new code.</Alert>
      )}
      <VerificationCodeInput id="verification-code" label={label} value={code} onChange={setCode} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={code.length !== VERIFICATION_CODE_LENGTH}
        loading={verify.isPending}
      >
        Verify
      </Button>
      <Button onClick={() => again.mutate()} loading={again.isPending} disabled={verify.isPending}>
        {resendLabel}
      </Button>
    </Stack>
  );
}
