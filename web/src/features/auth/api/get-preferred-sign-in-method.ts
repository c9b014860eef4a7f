// GET /sessions/get_preferred_sign_in_method: the uid and method behind an email.
import type { PreferredSignInMethodDto } from '@portico/common/auth/session-schemas';
import { api } from '@/lib/api-client';

export const getPreferredSignInMethod = (username: string) =>
  api.get<PreferredSignInMethodDto>('/sessions/get_preferred_sign_in_method', { username });
