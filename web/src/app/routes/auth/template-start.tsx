// /template/{hashId} (query firmGroupId, taxYear): a public questionnaire-template link where a
// person gives an email (and, when new, their name) and lands on the template page signed in.
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuthState } from '@/lib/auth-state';
import { useTemplateInfo } from '@/features/auth/api/template-sign-up';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CodeEntry } from '@/features/auth/components/code-entry';
import {
  TemplateSignUpForm,
  type TemplateStep,
} from '@/features/auth/components/template-sign-up-form';
import { sendTwoFactorCode } from '@/features/auth/api/send-sign-in-messages';
import { serverMessage } from '@/features/auth/utils/sign-in-errors';

export default function TemplateStartRoute() {
  const { hashId = '' } = useParams();
  const [params] = useSearchParams();
  const auth = useAuthState();
  const info = useTemplateInfo(hashId);
  const [step, setStep] = useState<TemplateStep>('template-start');
  const [twoFactorUid, setTwoFactorUid] = useState<string | null>(null);
  const landing = paths.templateCreateQuestionnaire.getHref(hashId);

  if (auth.status === 'signed-in') return <Navigate to={landing} replace />;
  if (auth.status === 'loading' || info.isPending) return <FullPageSpinner />;
  if (info.isError) {
    return (
      <AuthCard title="Template not found">
        <Alert severity="error">
          {serverMessage(info.error, SIGN_IN_MESSAGES.templateNotFound)}
        </Alert>
      </AuthCard>
    );
  }
  const taxYear = Number(params.get('taxYear'));
  const subtitle = `${info.data.firm_name} invites you to fill in “${info.data.name}”.`;
  if (twoFactorUid) {
    return (
      <AuthCard title="Two-factor authentication" subtitle={subtitle}>
        <CodeEntry
          uid={twoFactorUid}
          label="Two-factor code"
          onSignedIn={(outcome) => outcome.kind === 'two-factor' && setTwoFactorUid(outcome.uid)}
          resend={() => sendTwoFactorCode(twoFactorUid)}
          resendFallback={SIGN_IN_MESSAGES.twoFactorLinkProblem}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={step === 'template-sign-up' ? 'Tell us your name' : 'Get started'}
      subtitle={subtitle}
    >
      <TemplateSignUpForm
        hashId={hashId}
        firmGroupId={params.get('firmGroupId')}
        taxYear={Number.isInteger(taxYear) && taxYear > 0 ? taxYear : null}
        step={step}
        onStep={setStep}
        onSignedIn={(outcome) => outcome.kind === 'two-factor' && setTwoFactorUid(outcome.uid)}
      />
    </AuthCard>
  );
}
