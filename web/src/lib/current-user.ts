// GET /sessions/current_user: the signed-in user's profile, access level and flags, which every
// feature and the shell read (shared session state, so it lives here and not in a feature).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import type { CurrentUserDto } from '@portico/common/auth/current-user';

export type CurrentUser = CurrentUserDto;

export const authKeys = {
  all: ['auth'] as const,
  currentUser: (uid: string | undefined) =>
    [...authKeys.all, 'current-user', uid ?? 'anonymous'] as const,
};

export const getCurrentUser = (signal?: AbortSignal) =>
  api.get<CurrentUser>('/sessions/current_user', undefined, signal);

export const currentUserQueryOptions = (uid: string | undefined) =>
  queryOptions({
    queryKey: authKeys.currentUser(uid),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

/** The current user's record; idle while nobody is signed in. */
export function useCurrentUser() {
  const auth = useAuthState();
  const uid = auth.user?.uid;
  return useQuery({ ...currentUserQueryOptions(uid), enabled: auth.status === 'signed-in' });
}

/** The name shown in greetings: the preferred name, else the full name, else the email. */
export function displayName(
  user: Pick<CurrentUser, 'preferred_name' | 'full_name' | 'fname' | 'lname' | 'email'>,
): string {
  return user.preferred_name?.trim() || fullName(user);
}

export function fullName(
  user: Pick<CurrentUser, 'full_name' | 'fname' | 'lname' | 'email'>,
): string {
  return (
    user.full_name?.trim() ||
    [user.fname, user.lname].filter(Boolean).join(' ').trim() ||
    user.email ||
    ''
  );
}
