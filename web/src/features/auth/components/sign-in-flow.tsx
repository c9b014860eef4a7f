// The sign-in screen's states (spec 1 §2) and the moves between them. A finished sign-in needs
// no navigation here: the route gates send a signed-in user to `redirect` or their home.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { useSignedOutElsewhere } from '@/lib/cross-tab-sign-out';
import type { SignInOutcome } from '../api/finish-sign-in';
import {
  sendAuthLink,
  sendEmailVerificationCode,
  sendSmsVerificationCode,
  sendTwoFactorCode,
} from '../api/send-sign-in-messages';
import { signInWithAuthToken } from '../api/verify-code';
import { sendSignIn } from '../utils/send-sign-in';
import { expiredLinkUid } from '../utils/sign-in-errors';
import type { SignInStep } from '../utils/sign-in-steps';
import { AuthCard } from './auth-card';
import { CodeEntry } from './code-entry';
import { EmailCodeButton } from './email-code-button';
import { ExpiredLink } from './expired-link';
import { LoginForm } from './login-form';
import { MessageSent } from './message-sent';
import { ResendButton } from './resend-button';
import { SendLinkPanel } from './send-link-panel';

const TITLES: Record<SignInStep['name'], { title: string; subtitle?: string }> = {
  login: { title: 'Sign in', subtitle: 'Enter your email to continue.' },
  'sent-link': { title: 'Check your email' },
  'sent-email': { title: 'Check your email' },
  'sent-text': {
    title: 'Enter your code',
    subtitle: 'We texted a 6-digit code to your phone. It expires in 10 minutes.',
  },
  'sent-email-code': {
    title: 'Enter your code',
    subtitle: 'We emailed you a 6-digit code. It expires in 10 minutes.',
  },
  'sms-failed': { title: "We couldn't text you" },
  'alternate-sign-in': { title: 'Sign in another way' },
  'forgot-password': { title: 'Reset your password' },
  'expired-link': { title: 'This link has expired' },
  '2fa': {
    title: 'Two-factor authentication',
    subtitle: 'We emailed you a 6-digit code. It expires in 10 minutes.',
  },
  'checking-link': { title: 'Signing you in' },
};

export function SignInFlow({
  defaultEmail,
  redirect,
  authToken,
  onTokenUsed,
}: {
  defaultEmail: string;
  redirect: string | null;
  /** An emailed link's token (the `auth_token` query parameter). */
  authToken: string | null;
  /** Drops the token from the address once it has been tried (it works once). */
  onTokenUsed: () => void;
}) {
  const queryClient = useQueryClient();
  const signedOutElsewhere = useSignedOutElsewhere();
  const [step, setStep] = useState<SignInStep>(
    authToken ? { name: 'checking-link' } : { name: 'login', email: defaultEmail },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const tried = useRef<string | null>(null);

  const onSignedIn = (outcome: SignInOutcome) => {
    if (outcome.kind === 'two-factor') setStep({ name: '2fa', uid: outcome.uid });
  };
  const go = (next: SignInStep) => {
    setProblem(null);
    setStep(next);
  };
  const backToLogin = () =>
    go({ name: 'login', email: 'email' in step ? step.email : defaultEmail });

  useEffect(() => {
    // Once per token, even when React runs effects twice in development.
    if (!authToken || tried.current === authToken) return;
    tried.current = authToken;
    // A link's token is spent once tried: off the address at once, not after the sign-in, when
    // the page may already have moved on to where the link leads.
    onTokenUsed();
    signInWithAuthToken(queryClient, authToken)
      .then(onSignedIn)
      .catch((error: unknown) => {
        const uid = expiredLinkUid(error);
        if (uid) setStep({ name: 'expired-link', uid });
        else {
          setProblem(SIGN_IN_MESSAGES.signInProblem);
          setStep({ name: 'login', email: defaultEmail });
        }
      });
  }, [authToken, defaultEmail, onTokenUsed, queryClient]);

  const { title } = TITLES[step.name];
  const subtitle =
    step.name === 'login' && step.uid
      ? 'Enter your password to continue.'
      : TITLES[step.name].subtitle;
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <Stack spacing={2.5}>
        {signedOutElsewhere && step.name === 'login' && (
          <Alert severity="info" role="status">
            {SIGN_IN_MESSAGES.signedOut}
          </Alert>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        {renderStep()}
      </Stack>
    </AuthCard>
  );

  function renderStep() {
    switch (step.name) {
      case 'checking-link':
        return <CircularProgress aria-label="Signing you in" sx={{ alignSelf: 'center' }} />;
      case 'login':
        return (
          <LoginForm
            key={step.uid ?? `email:${step.email}`}
            step={step}
            redirect={redirect}
            onStep={go}
            onSignedIn={onSignedIn}
          />
        );
      case 'sent-email':
        return (
          <MessageSent
            onBack={backToLogin}
            action={
              <>
                <ResendButton
                  label="Send the link again"
                  send={() => sendAuthLink(step.uid, redirect)}
                  fallback={SIGN_IN_MESSAGES.linkSendProblem}
                />
                <EmailCodeButton
                  label="Email me a code instead"
                  send={() => sendSignIn('email-code', step.email, step.uid, redirect)}
                  onSent={go}
                />
              </>
            }
          >
            We emailed a sign-in link to {step.email}.
          </MessageSent>
        );
      case 'sent-link':
        return (
          <MessageSent onBack={backToLogin}>
            We emailed a link to {step.email}. Open it to sign in and choose a new password or
            sign-in method.
          </MessageSent>
        );
      case 'sent-text':
        return (
          <CodeEntry
            uid={step.uid}
            label="Verification code"
            onSignedIn={onSignedIn}
            resend={() => sendSmsVerificationCode(step.uid)}
            resendFallback={SIGN_IN_MESSAGES.codeSendProblem}
          />
        );
      case 'sent-email-code':
        return (
          <CodeEntry
            uid={step.uid}
            label="Verification code"
            onSignedIn={onSignedIn}
            resend={() => sendEmailVerificationCode(step.uid)}
            resendFallback={SIGN_IN_MESSAGES.codeSendProblem}
          />
        );
      case '2fa':
        return (
          <CodeEntry
            uid={step.uid}
            label="Two-factor code"
            onSignedIn={onSignedIn}
            resend={() => sendTwoFactorCode(step.uid)}
            resendFallback={SIGN_IN_MESSAGES.twoFactorLinkProblem}
          />
        );
      case 'sms-failed':
        return (
          <SendLinkPanel
            uid={step.uid}
            email={step.email}
            redirect={redirect}
            severity="error"
            intro={SIGN_IN_MESSAGES.smsFailedScreen}
            buttonLabel="Reset sign-in method"
            onSent={() => go({ name: 'sent-link', email: step.email })}
            onBack={backToLogin}
          />
        );
      case 'forgot-password':
        return (
          <SendLinkPanel
            uid={step.uid}
            email={step.email}
            redirect={redirect}
            intro={`We'll email ${step.email} a link to sign in and set a new password.`}
            buttonLabel="Send reset link"
            onSent={() => go({ name: 'sent-link', email: step.email })}
            onBack={backToLogin}
          />
        );
      case 'alternate-sign-in':
        return (
          <SendLinkPanel
            uid={step.uid}
            email={step.email}
            redirect={redirect}
            intro={`We'll email ${step.email} a link to sign in. You can then choose another way to sign in, such as a texted code.`}
            buttonLabel="Email me a sign-in link"
            onSent={() => go({ name: 'sent-link', email: step.email })}
            onBack={backToLogin}
          />
        );
      case 'expired-link':
        return (
          <>
            <ExpiredLink uid={step.uid} redirect={redirect} onStep={go} />
            <Button onClick={backToLogin}>Back to sign in</Button>
          </>
        );
    }
  }
}
