// POST /sessions/verify_password_for_firebase_token, then signInWithCustomToken with its token.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInWithCustomToken } from 'firebase/auth';
import type { PasswordSignIn, SignInForm } from '@portico/common/auth/sign-in-schema';
import { api } from '@/lib/api-client';
import { firebaseAuth } from '@/lib/firebase';
import { currentUserQueryOptions, type CurrentUser } from './get-current-user';

interface VerifyPasswordResponse {
  token: string;
}

export const verifyPasswordForFirebaseToken = (body: PasswordSignIn) =>
  api.post<VerifyPasswordResponse>('/sessions/verify_password_for_firebase_token', body);

/** Signs in and answers the user's record, so the caller can choose where to go next. */
export function useSignInWithPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: async (input: SignInForm): Promise<CurrentUser> => {
      const { token } = await verifyPasswordForFirebaseToken({
        username: input.email,
        password: input.password,
      });
      const credential = await signInWithCustomToken(firebaseAuth(), token);
      return queryClient.fetchQuery(currentUserQueryOptions(credential.user.uid));
    },
  });
}
