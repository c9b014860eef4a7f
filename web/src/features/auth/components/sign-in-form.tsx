// The email + password sign-in form (the full multi-method flow arrives with the sign-in issue).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { signInSchema, type SignInForm as SignInValues } from '@portico/common/auth/sign-in-schema';
import { TextInput } from '@/components/text-input';
import { ApiError } from '@/lib/api-client';
import { useSignInWithPassword } from '../api/sign-in-with-password';

const GENERIC_SIGN_IN_ERROR = 'Sorry, there was a problem signing you in';

function signInErrorMessage(error: unknown): string {
  // The API's own messages (wrong password, 429 restriction, unknown user) are shown verbatim.
  if (error instanceof ApiError && error.status < 500) return error.message;
  return GENERIC_SIGN_IN_ERROR;
}

export function SignInForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [showPassword, setShowPassword] = useState(false);
  const signIn = useSignInWithPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign in">
      {signIn.isError && (
        <Alert severity="error" role="alert">
          {signInErrorMessage(signIn.error)}
        </Alert>
      )}
      <TextInput
        {...register('email')}
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={!defaultEmail}
        error={errors.email?.message}
        // Both fields are obviously required on a sign-in card: no asterisk, but still announced.
        inputProps={{
          required: true,
          inputMode: 'email',
          spellCheck: false,
          autoCapitalize: 'none',
        }}
      />
      <TextInput
        {...register('password')}
        id="signin-password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        autoFocus={Boolean(defaultEmail)}
        error={errors.password?.message}
        inputProps={{ required: true }}
        endAdornment={
          <InputAdornment position="end">
            {/* Named "Show"/"Hide" (not "Show password") so the field alone answers to the
                label "Password"; aria-controls ties the toggle to the field it reveals. */}
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={signIn.isPending}
        loadingPosition="start"
      >
        Sign in
      </Button>
    </Stack>
  );
}
