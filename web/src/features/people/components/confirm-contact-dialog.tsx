// Saving one's own profile with a new sign-in email, or a new phone while sign-in codes are texted:
// a code goes to the new value and the profile is saved once it is entered (issue 11). One dialog
// per change, in turn; Cancel keeps everything typed in the form.
import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { SIGN_IN_MESSAGES, VERIFICATION_CODE_LENGTH } from '@portico/common/auth/sign-in-messages';
import { formatPhone } from '@portico/common/people/phone';
import { VerificationCodeInput } from '@/components/verification-code-input';
import { ApiError } from '@/lib/api-client';
import {
  useSendContactCode,
  useVerifyContactCode,
  type SignInContactChange,
} from '../api/sign-in-contact';

/** The server's message for what it refused, else the fallback. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

type SendMutation = UseMutationResult<unknown, Error, SignInContactChange>;

function ConfirmContactDialog({
  change,
  send,
  resent,
  onResend,
  onConfirmed,
  onClose,
}: {
  change: SignInContactChange;
  send: SendMutation;
  resent: boolean;
  onResend: () => void;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const verify = useVerifyContactCode();
  const isEmail = 'email' in change;
  const target = isEmail ? change.email : formatPhone(change.phone_number);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH) return;
    verify.mutate({ change, code }, { onSuccess: onConfirmed });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-contact-title">
      <form noValidate onSubmit={submit} aria-labelledby="confirm-contact-title">
        <DialogTitle id="confirm-contact-title">
          {isEmail ? 'Confirm your new email' : 'Confirm your new phone number'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {send.isPending
                ? `Sending a code to ${target}…`
                : `We ${isEmail ? 'emailed' : 'texted'} a ${VERIFICATION_CODE_LENGTH}-digit code to ${target}. Enter it to finish saving your profile. It expires in 10 minutes.`}
            </DialogContentText>
            {send.isError && (
              <Alert severity="error" role="alert">
                {messageOf(send.error, SIGN_IN_MESSAGES.codeSendProblem)}
              </Alert>
            )}
            {verify.isError && (
              <Alert severity="error" role="alert">
                {messageOf(verify.error, SIGN_IN_MESSAGES.somethingWentWrong)}
              </Alert>
            )}
            {resent && send.isSuccess && <Alert severity="success">We sent you a new code.</Alert>}
            <VerificationCodeInput
              id="contact-verification-code"
              label="Verification code"
              value={code}
              onChange={setCode}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onResend} loading={send.isPending} sx={{ mr: 'auto' }}>
            Send a new code
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            loading={verify.isPending}
            disabled={code.length !== VERIFICATION_CODE_LENGTH}
          >
            Verify
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Confirms each change in turn, then calls `onAllConfirmed`. `start` sends the first code from the
 * Save click itself, so nothing is sent by merely showing a screen.
 */
export function useContactConfirmation(onAllConfirmed: () => void) {
  const [queue, setQueue] = useState<SignInContactChange[]>([]);
  const [resent, setResent] = useState(false);
  const send = useSendContactCode();
  const sendFor = (change: SignInContactChange, again: boolean) => {
    setResent(again);
    send.mutate(change);
  };
  const current = queue[0];
  const dialog = current ? (
    <ConfirmContactDialog
      key={JSON.stringify(current)}
      change={current}
      send={send}
      resent={resent}
      onResend={() => sendFor(current, true)}
      onConfirmed={() => {
        const rest = queue.slice(1);
        setQueue(rest);
        if (rest[0]) sendFor(rest[0], false);
        else onAllConfirmed();
      }}
      onClose={() => {
        setQueue([]);
        send.reset();
      }}
    />
  ) : null;
  return {
    dialog,
    start(changes: SignInContactChange[]) {
      setQueue(changes);
      if (changes[0]) sendFor(changes[0], false);
    },
  };
}
