// The login state: the email first (trimmed), then what its sign-in method asks for — a password
// field appears, a sign-in link is mailed, or a code is texted (spec 1 §2).
import { useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import {
  FILL_EMAIL_FIRST,
  loginSchema,
  type LoginForm as LoginValues,
} from '@portico/common/auth/sign-in-schema';
import { TextInput } from '@/components/text-input';
import { takeOverBootScreen } from '@/lib/boot-screen';
import { finishSignIn, type SignInOutcome } from '../api/finish-sign-in';
import { getPreferredSignInMethod } from '../api/get-preferred-sign-in-method';
import { verifyPasswordForFirebaseToken } from '../api/sign-in-with-password';
import { serverMessage } from '../utils/sign-in-errors';
import { sendSignIn } from '../utils/send-sign-in';
import type { SignInStep } from '../utils/sign-in-steps';

/** Where the email step leads, and the text to show if getting there fails. */
async function continueWith(email: string, redirect: string | null): Promise<SignInStep> {
  const { uid, preferred_sign_in_method: method } = await getPreferredSignInMethod(email);
  if (method === 'password') return { name: 'login', email, uid };
  return sendSignIn(method === 'email' ? 'email' : 'sms', email, uid, redirect);
}

export function LoginForm({
  step,
  redirect,
  onStep,
  onSignedIn,
}: {
  step: Extract<SignInStep, { name: 'login' }>;
  redirect: string | null;
  onStep: (step: SignInStep) => void;
  onSignedIn: (outcome: SignInOutcome) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const needsPassword = Boolean(step.uid);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    context: { needsPassword },
    defaultValues: { email: step.email, password: '' },
  });

  const lookUp = useMutation({
    meta: { inlineErrors: true },
    mutationFn: (email: string) => continueWith(email, redirect),
    onSuccess: onStep,
  });
  const signIn = useMutation({
    meta: { inlineErrors: true },
    mutationFn: async (values: LoginValues) =>
      finishSignIn(
        queryClient,
        await verifyPasswordForFirebaseToken({
          username: values.email,
          password: values.password ?? '',
        }),
      ),
    onSuccess: onSignedIn,
  });
  const failure = lookUp.error ?? signIn.error;

  const onSubmit = handleSubmit((values) => {
    if (needsPassword) signIn.mutate(values);
    else lookUp.mutate(values.email);
  });

  // The sign-in screen painted before the app loaded (lib/boot-screen.ts) gives way to this form
  // when it first appears, and a link clicked on it is followed now. Email's autoFocus ran while
  // the painted screen still hid the app.
  useLayoutEffect(() => {
    const { shown, link } = takeOverBootScreen();
    if (link) void navigate(link);
    else if (shown) setFocus('email');
    // Once, on mount: the painted screen is gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Forgot password and alternate sign-in both need the email's account first. */
  const goTo = (name: 'forgot-password' | 'alternate-sign-in') => {
    const email = getValues('email').trim();
    if (!email || !step.uid) {
      setError('email', { message: FILL_EMAIL_FIRST });
      return;
    }
    onStep({ name, email, uid: step.uid });
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign in">
      {failure && (
        <Alert severity="error" role="alert">
          {serverMessage(failure, SIGN_IN_MESSAGES.signInProblem)}
        </Alert>
      )}
      <TextInput
        {...register('email')}
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={!needsPassword}
        readOnly={needsPassword}
        error={errors.email?.message}
        inputProps={{
          required: true,
          inputMode: 'email',
          spellCheck: false,
          autoCapitalize: 'none',
        }}
      />
      {needsPassword && (
        <TextInput
          {...register('password')}
          id="signin-password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          autoFocus
          error={errors.password?.message}
          inputProps={{ required: true }}
          endAdornment={
            <InputAdornment position="end">
              {/* Named "Show"/"Hide" so the field alone answers to the label "Password". */}
              <IconButton
                aria-label={showPassword ? 'Hide' : 'Show'}
                aria-controls="signin-password"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={lookUp.isPending || signIn.isPending}
        loadingPosition="start"
      >
        {needsPassword ? 'Sign in' : 'Continue'}
      </Button>
      {needsPassword && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" onClick={() => goTo('forgot-password')}>
            Forgot password?
          </Button>
          <Button size="small" onClick={() => goTo('alternate-sign-in')}>
            Try another way
          </Button>
          <Button size="small" onClick={() => onStep({ name: 'login', email: '' })}>
            Use a different email
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
