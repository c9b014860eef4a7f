// GET /sessions/get_auth_methods: the masked email and phone offered after an expired link.
import { useQuery } from '@tanstack/react-query';
import type { AuthMethodsDto } from '@portico/common/auth/session-schemas';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/current-user';

export const getAuthMethods = (uid: string, signal?: AbortSignal) =>
  api.get<AuthMethodsDto>('/sessions/get_auth_methods', { uid }, signal);

export function useAuthMethods(uid: string) {
  return useQuery({
    queryKey: [...authKeys.all, 'auth-methods', uid],
    queryFn: ({ signal }) => getAuthMethods(uid, signal),
  });
}
