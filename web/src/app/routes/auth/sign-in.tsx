// The sign-in page (/ for anonymous visitors, and /signin) with its query parameters redirect,
// questionnaireId, auth_token, signer_token (a spouse's signer link) and email. A signed-in user is sent on to the safe `redirect` or
// the role's home.
import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import * as yup from 'yup';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuthState } from '@/lib/auth-state';
import { useCurrentUser } from '@/lib/current-user';
import { SignInFlow } from '@/features/auth/components/sign-in-flow';
import { SignerLinkFlow } from '@/features/auth/components/signer-link-flow';
import { SIGNER_LINK_PARAM } from '@portico/common/auth/signer-links';
import { postSignInTarget, questionnaireLanding } from '@/features/auth/utils/post-sign-in';

const emailParam = yup.string().trim().email().required();

export default function SignInRoute() {
  const [params, setParams] = useSearchParams();
  const auth = useAuthState();
  const user = useCurrentUser();
  const dropToken = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('auth_token');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const dropSignerToken = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SIGNER_LINK_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // A sign-in link's questionnaireId leads to that questionnaire unless a redirect is given.
  const redirect = params.get('redirect') ?? questionnaireLanding(params.get('questionnaireId'));
  // A spouse's signer link signs them in as themselves, whoever this browser had signed in.
  const signerToken = params.get(SIGNER_LINK_PARAM);
  if (signerToken) return <SignerLinkFlow signerToken={signerToken} onSignedIn={dropSignerToken} />;
  if (auth.status === 'signed-in' && user.data) {
    return <Navigate to={postSignInTarget(user.data, redirect)} replace />;
  }
  if (auth.status === 'loading') return <FullPageSpinner />;

  // Spec: the email query parameter prefills the form only when it is a valid address.
  const email = params.get('email') ?? '';
  return (
    <SignInFlow
      defaultEmail={emailParam.isValidSync(email) ? email.trim() : ''}
      redirect={redirect}
      authToken={params.get('auth_token')}
      onTokenUsed={dropToken}
    />
  );
}
