// Create your firm (/create-firm): the firm's name and the first partner's details, then the code
// mailed to their email, which creates the firm and signs them in. An address that already has an
// account is taken to the sign-in screen.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import {
  firmSignUpFormSchema,
  SAFEGUARDS_RULE_SENTENCE,
  type FirmSignUpForm,
} from '@portico/common/firm/firm-sign-up';
import { FormPhoneField } from '@/components/phone-field';
import { TextInput } from '@/components/text-input';
import { VerificationCodeInput } from '@/components/verification-code-input';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { resendFirmSignUpCode, startFirmSignUp, verifyFirmSignUp } from '../api/firm-sign-up';
import { signInWithAuthToken } from '../api/verify-code';
import { serverMessage } from '../utils/sign-in-errors';

const BLANK: FirmSignUpForm = {
  firm_name: '',
  fname: '',
  lname: '',
  email: '',
  phone_number: '',
  password: '',
  confirm_password: '',
};

export type CreateFirmStep =
  { kind: 'details' } | { kind: 'code'; signupId: string; sentTo: string };

export function CreateFirmForm({
  step,
  onStep,
}: {
  step: CreateFirmStep;
  onStep: (step: CreateFirmStep) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<FirmSignUpForm>({
    resolver: yupResolver(firmSignUpFormSchema) as never,
    defaultValues: BLANK,
  });
  const [code, setCode] = useState('');
  const start = useMutation({
    meta: { inlineErrors: true },
    mutationFn: ({ confirm_password: _repeat, ...input }: FirmSignUpForm) => startFirmSignUp(input),
    onSuccess: (answer, input) => {
      if ('sign_in' in answer) {
        toast.info(answer.message);
        void navigate(paths.signIn.getHref(undefined, input.email));
      } else onStep({ kind: 'code', signupId: answer.signup_id, sentTo: input.email });
    },
  });
  const verify = useMutation({
    meta: { inlineErrors: true },
    mutationFn: async (signupId: string) => {
      const { auth_token } = await verifyFirmSignUp(signupId, code.trim());
      return signInWithAuthToken(queryClient, auth_token);
    },
    // The firm is new: the Guide walks its first week.
    onSuccess: () => void navigate(paths.staff.guide.getHref(), { replace: true }),
  });
  const resend = useMutation({
    meta: { inlineErrors: true },
    mutationFn: (signupId: string) => resendFirmSignUpCode(signupId),
    onSuccess: (answer) => {
      setCode('');
      toast.success(answer.message);
    },
  });

  if (step.kind === 'code') {
    const failure = verify.error ?? resend.error;
    return (
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate(step.signupId);
        }}
      >
        <Typography variant="body2">
          We emailed a 6-digit code to <strong>{step.sentTo}</strong>. Enter it to create your firm.
        </Typography>
        {failure && (
          <Alert severity="error">{serverMessage(failure, 'Something went wrong')}</Alert>
        )}
        <VerificationCodeInput id="firm-code" label="Code" value={code} onChange={setCode} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
          Create firm
        </Button>
        <Button
          onClick={() => resend.mutate(step.signupId)}
          loading={resend.isPending}
          disabled={verify.isPending}
        >
          Send a new code
        </Button>
      </Stack>
    );
  }

  const { register, handleSubmit, formState, control } = form;
  const error = (name: keyof FirmSignUpForm) => formState.errors[name]?.message;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit((values) => start.mutate(values))}
    >
      {start.isError && (
        <Alert severity="error">{serverMessage(start.error, 'Something went wrong')}</Alert>
      )}
      <TextInput
        {...register('firm_name')}
        label="Firm name"
        autoComplete="organization"
        autoFocus
        required
        error={error('firm_name')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...register('fname')}
          label="First name"
          autoComplete="given-name"
          required
          error={error('fname')}
        />
        <TextInput
          {...register('lname')}
          label="Last name"
          autoComplete="family-name"
          required
          error={error('lname')}
        />
      </Stack>
      <TextInput
        {...register('email')}
        label="Work email"
        type="email"
        autoComplete="email"
        required
        error={error('email')}
      />
      <FormPhoneField control={control} name="phone_number" label="Mobile phone" required />
      <TextInput
        {...register('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        error={error('password')}
        helperText="More than 10 characters, with an uppercase and a lowercase letter, a number and one of #?!@$%^&*-"
      />
      <TextInput
        {...register('confirm_password')}
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        required
        error={error('confirm_password')}
      />
      <Alert severity="info" icon={<VerifiedUserOutlined fontSize="inherit" />}>
        {SAFEGUARDS_RULE_SENTENCE}
      </Alert>
      <Button type="submit" variant="contained" size="large" fullWidth loading={start.isPending}>
        Continue
      </Button>
    </Stack>
  );
}
