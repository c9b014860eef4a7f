// /set-sign-in-method: the set-up steps for a signed-in user who must choose how to sign in;
// anyone else is sent on (anonymous visitors to sign in, finished users to `redirect` or home).
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isSafeRedirect } from '@portico/common/auth/safe-redirect';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuthState } from '@/lib/auth-state';
import { useCurrentUser } from '@/lib/current-user';
import { AuthCard } from '@/features/auth/components/auth-card';
import {
  SET_UP_TITLES,
  SetUpSteps,
  type SetUpStepName,
} from '@/features/auth/components/set-up-steps';
import { homeFor } from '@/features/auth/utils/post-sign-in';
import { useCurrentFirm } from '@/lib/current-firm';

export default function SetSignInMethodRoute() {
  const auth = useAuthState();
  const user = useCurrentUser();
  const firm = useCurrentFirm();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<SetUpStepName>('set-sign-in-method');
  const redirect = params.get('redirect');

  if (auth.status === 'signed-out') {
    return <Navigate to={paths.home.getHref(location.pathname + location.search)} replace />;
  }
  if (!user.data || firm.isPending) return <FullPageSpinner />;
  const target = isSafeRedirect(redirect) ? redirect : homeFor(user.data);
  if (!user.data.set_password_required) return <Navigate to={target} replace />;

  const prefs = firm.data?.preferences ?? {};
  const forced = Boolean(
    user.data.is_advisor ? prefs.force_2fa_on_firm_users : prefs.force_2fa_on_users,
  );
  return (
    <AuthCard
      title={SET_UP_TITLES[step]}
      subtitle="Before you continue, choose how you will sign in from now on."
    >
      <SetUpSteps
        user={user.data}
        twoFactorForced={forced}
        step={step}
        onStep={setStep}
        onDone={() => void navigate(target, { replace: true })}
      />
    </AuthCard>
  );
}
