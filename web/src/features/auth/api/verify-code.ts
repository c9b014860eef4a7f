// A texted, emailed or two-factor code becomes an auth token, and an auth token (from a code or
// an emailed link) becomes a signed-in session.
import type { QueryClient } from '@tanstack/react-query';
import type { SignInResultDto } from '@portico/common/auth/session-schemas';
import { api } from '@/lib/api-client';
import { finishSignIn, type SignInOutcome } from './finish-sign-in';

export const verifyVerificationCode = (uid: string, verificationCode: string) =>
  api.post<{ auth_token: string }>('/sessions/verify_verification_code', {
    uid,
    verification_code: verificationCode,
  });

export const exchangeForFirebaseToken = (authToken: string) =>
  api.post<SignInResultDto>('/sessions/exchange_for_firebase_token', { auth_token: authToken });

export async function signInWithAuthToken(
  queryClient: QueryClient,
  authToken: string,
): Promise<SignInOutcome> {
  return finishSignIn(queryClient, await exchangeForFirebaseToken(authToken));
}

export async function signInWithCode(
  queryClient: QueryClient,
  uid: string,
  code: string,
): Promise<SignInOutcome> {
  const { auth_token } = await verifyVerificationCode(uid, code);
  return signInWithAuthToken(queryClient, auth_token);
}
