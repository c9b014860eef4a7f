// The expired-link state: choose a new emailed link, an emailed code or a texted code, each shown
// with its masked address (spec 1 §2).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { useAuthMethods } from '../api/get-auth-methods';
import { serverMessage } from '../utils/sign-in-errors';
import { sendSignIn, type SignInDelivery } from '../utils/send-sign-in';
import type { SignInStep } from '../utils/sign-in-steps';

type Choice = SignInDelivery;

export function ExpiredLink({
  uid,
  redirect,
  onStep,
}: {
  uid: string;
  redirect: string | null;
  onStep: (step: SignInStep) => void;
}) {
  const methods = useAuthMethods(uid);
  const [choice, setChoice] = useState<Choice>('email');
  const send = useMutation({
    meta: { inlineErrors: true },
    mutationFn: async (how: Choice): Promise<SignInStep> => {
      const email = methods.data?.email ?? '';
      return sendSignIn(how, email, uid, redirect);
    },
    onSuccess: onStep,
  });

  if (methods.isPending) return <CircularProgress aria-label="Loading" />;
  if (methods.isError) {
    return (
      <Alert severity="error">
        {serverMessage(methods.error, SIGN_IN_MESSAGES.somethingWentWrong)}
      </Alert>
    );
  }
  const options = [
    methods.data.email && {
      value: 'email' as const,
      label: `Email a new sign-in link to ${methods.data.email}`,
    },
    methods.data.email && {
      value: 'email-code' as const,
      label: `Email a code to ${methods.data.email}`,
    },
    methods.data.phone && { value: 'sms' as const, label: `Text a code to ${methods.data.phone}` },
  ].filter((option) => Boolean(option)) as { value: Choice; label: string }[];

  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">
        {SIGN_IN_MESSAGES.expiredLink}. How would you like to sign in?
      </Alert>
      {send.isError && (
        <Alert severity="error" role="alert">
          {serverMessage(send.error, SIGN_IN_MESSAGES.signInProblem)}
        </Alert>
      )}
      <FormControl>
        <FormLabel id="expired-link-choice">Send me</FormLabel>
        <RadioGroup
          aria-labelledby="expired-link-choice"
          value={choice}
          onChange={(event) => setChoice(event.target.value as Choice)}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!options.some((option) => option.value === choice)}
        loading={send.isPending}
        onClick={() => send.mutate(choice)}
      >
        Send
      </Button>
    </Stack>
  );
}
