// The set-up steps after a first sign-in or a reset (spec 1 §2): choose a method, set a password,
// an email or a phone, then optional two-factor; one call saves them all at the end.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { formatPhone, phoneDigits } from '@portico/common/people/phone';
import {
  setPasswordFormSchema,
  setPhoneFormSchema,
  type SetPasswordForm,
  type SetPhoneForm,
} from '@portico/common/auth/password-rules';
import {
  setEmailFormSchema,
  type SetSignInMethodInput,
  type SignInMethod,
} from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { TextInput } from '@/components/text-input';
import type { CurrentUser } from '@/lib/current-user';
import { useSetSignInMethod } from '../api/set-sign-in-method';
import { serverMessage } from '../utils/sign-in-errors';

export type SetUpStepName =
  'set-sign-in-method' | 'set-password' | 'set-email' | 'set-phone-number' | 'two-factor';

const METHOD_STEP: Record<SignInMethod, SetUpStepName> = {
  password: 'set-password',
  email: 'set-email',
  sms: 'set-phone-number',
};

export const SET_UP_TITLES: Record<SetUpStepName, string> = {
  'set-sign-in-method': 'Choose how to sign in',
  'set-password': 'Set your password',
  'set-email': 'Confirm your email',
  'set-phone-number': 'Add your mobile number',
  'two-factor': 'Two-factor authentication',
};

function BackNext({
  onBack,
  next = 'Continue',
  loading = false,
}: {
  onBack?: () => void;
  next?: string;
  loading?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {onBack && <Button onClick={onBack}>Back</Button>}
      <Button type="submit" variant="contained" loading={loading}>
        {next}
      </Button>
    </Stack>
  );
}

function ChooseMethod({
  value,
  onNext,
}: {
  value: SignInMethod;
  onNext: (method: SignInMethod) => void;
}) {
  const [method, setMethod] = useState<SignInMethod>(value);
  return (
    <Stack
      component="form"
      spacing={2.5}
      onSubmit={(event) => (event.preventDefault(), onNext(method))}
    >
      <FormControl>
        <FormLabel id="sign-in-method">Sign in with</FormLabel>
        <RadioGroup
          aria-labelledby="sign-in-method"
          value={method}
          onChange={(event) => setMethod(event.target.value as SignInMethod)}
        >
          <FormControlLabel value="password" control={<Radio />} label="A password" />
          <FormControlLabel
            value="email"
            control={<Radio />}
            label="A link emailed to me each time"
          />
          <FormControlLabel
            value="sms"
            control={<Radio />}
            label="A code texted to my phone each time"
          />
        </RadioGroup>
      </FormControl>
      <BackNext />
    </Stack>
  );
}

function PasswordStep({
  onBack,
  onNext,
}: {
  onBack: () => void;
  onNext: (password: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordForm>({
    resolver: yupResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit((values) => onNext(values.password))}
    >
      <TextInput
        {...register('password')}
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        error={errors.password?.message}
        helperText="More than 10 characters, with an uppercase and a lowercase letter, a number and one of #?!@$%^&*-"
      />
      <TextInput
        {...register('confirmPassword')}
        id="confirm-password"
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
      />
      <BackNext onBack={onBack} />
    </Stack>
  );
}

function EmailStep({
  email,
  onBack,
  onNext,
}: {
  email: string;
  onBack: () => void;
  onNext: (email: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: yupResolver(setEmailFormSchema),
    defaultValues: { email },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit((values) => onNext(values.email.trim()))}
    >
      <TextInput
        {...register('email')}
        id="set-email"
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        error={errors.email?.message}
      />
      <BackNext onBack={onBack} />
    </Stack>
  );
}

function PhoneStep({
  phone,
  onBack,
  onNext,
}: {
  phone: string;
  onBack: () => void;
  onNext: (phone: string) => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<SetPhoneForm>({
    resolver: yupResolver(setPhoneFormSchema),
    defaultValues: { phoneNumber: formatPhone(phone) },
  });
  const field = register('phoneNumber');
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit((values) => onNext(values.phoneNumber))}
    >
      <TextInput
        {...field}
        onChange={(event) => setValue('phoneNumber', formatPhone(event.target.value))}
        id="set-phone"
        label="Mobile phone"
        type="tel"
        autoComplete="tel-national"
        placeholder="(___) ___-____"
        autoFocus
        error={errors.phoneNumber?.message}
        inputProps={{ maxLength: 14, inputMode: 'tel' }}
      />
      <BackNext onBack={onBack} />
    </Stack>
  );
}

function TwoFactorStep({
  forced,
  initial,
  saving,
  error,
  onBack,
  onFinish,
}: {
  forced: boolean;
  initial: boolean;
  saving: boolean;
  error: unknown;
  onBack: () => void;
  onFinish: (enable2fa: boolean) => void;
}) {
  const [enabled, setEnabled] = useState(initial || forced);
  return (
    <Stack
      component="form"
      spacing={2.5}
      onSubmit={(event) => (event.preventDefault(), onFinish(enabled || forced))}
    >
      {error != null && (
        <Alert severity="error" role="alert">
          {serverMessage(error, SIGN_IN_MESSAGES.somethingWentWrong)}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={enabled || forced}
            disabled={forced}
            onChange={(event) => setEnabled(event.target.checked)}
          />
        }
        label="Also ask for a code emailed to me when I sign in"
      />
      {forced && <Alert severity="info">Your firm requires two-factor authentication.</Alert>}
      <BackNext onBack={onBack} next="Finish" loading={saving} />
    </Stack>
  );
}

/** Runs the steps; `onDone` gets the refreshed user. The typed values survive going back. */
export function SetUpSteps({
  user,
  twoFactorForced,
  step,
  onStep,
  onDone,
}: {
  user: CurrentUser;
  twoFactorForced: boolean;
  step: SetUpStepName;
  onStep: (step: SetUpStepName) => void;
  onDone: (user: CurrentUser) => void;
}) {
  const save = useSetSignInMethod();
  const [method, setMethod] = useState<SignInMethod>('password');
  const [value, setValue] = useState<
    Pick<SetSignInMethodInput, 'newPassword' | 'email' | 'phoneNumber'>
  >({});

  const toTwoFactor = (patch: typeof value) => {
    setValue(patch);
    onStep('two-factor');
  };
  const back = () => onStep('set-sign-in-method');

  switch (step) {
    case 'set-sign-in-method':
      return (
        <ChooseMethod
          value={method}
          onNext={(chosen) => (setMethod(chosen), onStep(METHOD_STEP[chosen]))}
        />
      );
    case 'set-password':
      return <PasswordStep onBack={back} onNext={(newPassword) => toTwoFactor({ newPassword })} />;
    case 'set-email':
      return (
        <EmailStep
          email={value.email ?? (user.preferences.has_temp_email ? '' : user.email)}
          onBack={back}
          onNext={(email) => toTwoFactor({ email })}
        />
      );
    case 'set-phone-number':
      return (
        <PhoneStep
          phone={value.phoneNumber ?? ''}
          onBack={back}
          onNext={(phone) => toTwoFactor({ phoneNumber: phoneDigits(phone) })}
        />
      );
    case 'two-factor':
      return (
        <TwoFactorStep
          forced={twoFactorForced}
          initial={user.enabled_2fa}
          saving={save.isPending}
          error={save.error}
          onBack={() => onStep(METHOD_STEP[method])}
          onFinish={(enable2fa) =>
            save.mutate({ signInMethod: method, ...value, enable2fa }, { onSuccess: onDone })
          }
        />
      );
  }
}
