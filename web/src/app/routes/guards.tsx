// Route gates: signed-in, staff-only and client-only trees, and the '/' switch between the
// sign-in page (anonymous), the client dashboard (clients) and /overview (staff).
import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchPath, Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isSafeRedirect } from '@portico/common/auth/safe-redirect';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuthState } from '@/lib/auth-state';
import { useCurrentUser, type CurrentUser } from '@/lib/current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { postSignInTarget } from '@/features/auth/utils/post-sign-in';
import { activeCompaniesQuery } from '@/features/people/api/companies';
import { questionnairePageQuery } from '@/features/questionnaires/api/questionnaire-page';

const SignInRoute = lazy(() => import('./auth/sign-in'));

function SessionError({ message, retry }: { message: string; retry: () => void }) {
  const signOut = useSignOut();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        <Alert severity="error">We couldn&apos;t load your account: {message}</Alert>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void signOut()}>Sign out</Button>
          <Button variant="contained" onClick={retry}>
            Try again
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

type Gate =
  | { kind: 'pending'; element: ReactElement }
  | { kind: 'anonymous'; ended: boolean }
  | { kind: 'ready'; user: CurrentUser };

/** Resolves the Firebase session and the API's user record into one state. */
function useGate(): Gate {
  const auth = useAuthState();
  const user = useCurrentUser();
  if (auth.status === 'loading') return { kind: 'pending', element: <FullPageSpinner /> };
  if (auth.status === 'signed-out') return { kind: 'anonymous', ended: auth.ended };
  if (user.isError) {
    return {
      kind: 'pending',
      element: <SessionError message={user.error.message} retry={() => void user.refetch()} />,
    };
  }
  if (!user.data) return { kind: 'pending', element: <FullPageSpinner /> };
  return { kind: 'ready', user: user.data };
}

/** To the sign-in page, keeping the page as `redirect` unless this window just signed out. */
function useRedirectToSignIn(gate: Gate) {
  const location = useLocation();
  const keep = !(gate.kind === 'anonymous' && gate.ended);
  return (
    <Navigate
      to={paths.home.getHref(
        keep ? location.pathname + location.search + location.hash : undefined,
      )}
      replace
    />
  );
}

/** Any signed-in user (e.g. pages embedded in frames). */
export function RequireSignedIn() {
  const gate = useGate();
  const toSignIn = useRedirectToSignIn(gate);
  if (gate.kind === 'pending') return gate.element;
  if (gate.kind === 'anonymous') return toSignIn;
  return <Outlet />;
}

/** Staff (advisors) only; clients go to their dashboard. */
export function RequireStaff() {
  const gate = useGate();
  const toSignIn = useRedirectToSignIn(gate);
  if (gate.kind === 'pending') return gate.element;
  if (gate.kind === 'anonymous') return toSignIn;
  if (!gate.user.is_advisor) return <Navigate to={paths.client.dashboard.getHref()} replace />;
  return <Outlet />;
}

/**
 * The client tree. At '/', anonymous visitors get the sign-in page and staff are sent to
 * /overview (or a safe `redirect`); clients who must set a sign-in method go to that step first.
 */
export function ClientGate() {
  const gate = useGate();
  const location = useLocation();
  const [params] = useSearchParams();
  const toSignIn = useRedirectToSignIn(gate);
  const atRoot = location.pathname === paths.home.path;
  const client =
    gate.kind === 'ready' && !gate.user.is_advisor && !gate.user.set_password_required
      ? gate.user.id
      : undefined;
  // The questionnaire a client's emailed link opens on.
  const opening = matchPath(paths.client.questionnaire.path, location.pathname)
    ? params.get('questionnaireId')
    : null;
  const queryClient = useQueryClient();
  useEffect(() => {
    // The shell's entity list, and the questionnaire it opens on, are fetched while the shell's
    // code downloads, not after it.
    if (client) void queryClient.prefetchQuery(activeCompaniesQuery(client, false));
    if (client && opening) void queryClient.prefetchQuery(questionnairePageQuery(opening));
  }, [client, opening, queryClient]);

  if (gate.kind === 'pending') return gate.element;
  if (gate.kind === 'anonymous') {
    if (!atRoot) return toSignIn;
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SignInRoute />
      </Suspense>
    );
  }
  const redirect = params.get('redirect');
  if (gate.user.is_advisor || gate.user.set_password_required) {
    return <Navigate to={postSignInTarget(gate.user, atRoot ? redirect : null)} replace />;
  }
  if (atRoot && isSafeRedirect(redirect) && redirect !== paths.home.path) {
    return <Navigate to={redirect} replace />;
  }
  return <Outlet />;
}
