// POST /sessions/verify_password_for_firebase_token: a custom token, or a request for two-factor.
import type { SignInResultDto } from '@portico/common/auth/session-schemas';
import type { PasswordSignIn } from '@portico/common/auth/sign-in-schema';
import { api } from '@/lib/api-client';

export const verifyPasswordForFirebaseToken = (body: PasswordSignIn) =>
  api.post<SignInResultDto>('/sessions/verify_password_for_firebase_token', body);
