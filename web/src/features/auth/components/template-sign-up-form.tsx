// The template link's two states: template-start asks for an email; a known email goes on to
// the usual sign-in, a new one to template-sign-up for first and last name (spec 1 §2).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { templateNamesSchema, templateStartSchema } from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { paths } from '@/config/paths';
import { TextInput } from '@/components/text-input';
import { ApiError } from '@/lib/api-client';
import type { SignInOutcome } from '../api/finish-sign-in';
import { getPreferredSignInMethod } from '../api/get-preferred-sign-in-method';
import { createTemplateUser } from '../api/template-sign-up';
import { signInWithAuthToken } from '../api/verify-code';
import { serverMessage } from '../utils/sign-in-errors';

export type TemplateStep = 'template-start' | 'template-sign-up' | 'link-sent';

interface Names {
  fname: string;
  lname: string;
}

export function TemplateSignUpForm({
  hashId,
  firmGroupId,
  taxYear,
  step,
  onStep,
  onSignedIn,
}: {
  hashId: string;
  firmGroupId: string | null;
  taxYear: number | null;
  step: TemplateStep;
  onStep: (step: TemplateStep) => void;
  onSignedIn: (outcome: SignInOutcome) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const landing = paths.templateCreateQuestionnaire.getHref(hashId);

  const startForm = useForm<{ email: string }>({
    resolver: yupResolver(templateStartSchema),
    defaultValues: { email },
  });
  const namesForm = useForm<Names>({
    resolver: yupResolver(templateNamesSchema),
    defaultValues: { fname: '', lname: '' },
  });

  const lookUp = useMutation({
    meta: { inlineErrors: true },
    mutationFn: async (typed: string) => {
      try {
        await getPreferredSignInMethod(typed);
        return 'known' as const;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 'new' as const;
        throw error;
      }
    },
    onSuccess: (kind, typed) => {
      setEmail(typed);
      // An existing account signs in the usual way, then comes back here.
      if (kind === 'known') void navigate(paths.signIn.getHref(landing, typed));
      else onStep('template-sign-up');
    },
  });
  const signUp = useMutation({
    meta: { inlineErrors: true },
    mutationFn: async (names: Names) => {
      const answer = await createTemplateUser({
        email,
        ...names,
        templateHashId: hashId,
        ...(firmGroupId ? { firmGroupId } : {}),
        ...(taxYear ? { year: taxYear } : {}),
      });
      return 'auth_token' in answer ? signInWithAuthToken(queryClient, answer.auth_token) : null;
    },
    onSuccess: (outcome) => (outcome ? onSignedIn(outcome) : onStep('link-sent')),
  });

  if (step === 'link-sent') {
    return (
      <Alert severity="success">We emailed a sign-in link to {email}. Open it to continue.</Alert>
    );
  }
  if (step === 'template-start') {
    const { register, handleSubmit, formState } = startForm;
    return (
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit((values) => lookUp.mutate(values.email.trim()))}
      >
        {lookUp.isError && (
          <Alert severity="error">
            {serverMessage(lookUp.error, SIGN_IN_MESSAGES.signInProblem)}
          </Alert>
        )}
        <TextInput
          {...register('email')}
          id="template-email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          error={formState.errors.email?.message}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={lookUp.isPending}>
          Continue
        </Button>
      </Stack>
    );
  }
  const { register, handleSubmit, formState } = namesForm;
  // Both names share the spec's one message; show it once, under the first field that lacks it.
  const nameError = formState.errors.fname?.message ?? formState.errors.lname?.message;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={handleSubmit((names) => signUp.mutate(names))}
    >
      {signUp.isError && (
        <Alert severity="error">
          {serverMessage(signUp.error, SIGN_IN_MESSAGES.signInProblem)}
        </Alert>
      )}
      {nameError && (
        <Alert severity="error" role="alert">
          {nameError}
        </Alert>
      )}
      <TextInput
        {...register('fname')}
        id="template-fname"
        label="First name"
        autoComplete="given-name"
        autoFocus
        error={formState.errors.fname ? ' ' : undefined}
      />
      <TextInput
        {...register('lname')}
        id="template-lname"
        label="Last name"
        autoComplete="family-name"
        error={formState.errors.lname ? ' ' : undefined}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => onStep('template-start')}>Back</Button>
        <Button type="submit" variant="contained" loading={signUp.isPending}>
          Get started
        </Button>
      </Stack>
    </Stack>
  );
}
