// The end of every sign-in path: a custom token signs in to Firebase, or the API asks for the
// second factor.
import type { QueryClient } from '@tanstack/react-query';
import type { SignInResultDto } from '@portico/common/auth/session-schemas';
import { loadFirebase } from '@/lib/firebase';
import { currentUserQueryOptions, type CurrentUser } from '@/lib/current-user';
import { startServerSession } from '@/lib/server-session';

export type SignInOutcome =
  { kind: 'signed-in'; user: CurrentUser } | { kind: 'two-factor'; uid: string };

export async function finishSignIn(
  queryClient: QueryClient,
  result: SignInResultDto,
): Promise<SignInOutcome> {
  if ('two_factor_required' in result) return { kind: 'two-factor', uid: result.uid };
  const signedIn = await (await loadFirebase()).signInWithToken(result.token);
  await startServerSession(await signedIn.getIdToken(), signedIn.uid);
  const user = await queryClient.fetchQuery(currentUserQueryOptions(signedIn.uid));
  return { kind: 'signed-in', user };
}
