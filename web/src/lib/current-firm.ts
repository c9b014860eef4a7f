// GET /firms/current_user_firm: the signed-in user's firm, its theme and preferences, which every
// feature and the shell read (shared session state, so it lives here and not in a feature).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirmDto } from '@portico/common/firm/firm-dto';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import type { FirmTheme } from '@portico/common/firm/theme';
import { api } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/**
 * The firm as the web app reads it. Fields are optional-tolerant because a firm created before a
 * preference existed may not carry it; the shell treats a missing flag as false (spec section 3).
 */
export type CurrentFirm = Omit<FirmDto, 'theme' | 'preferences'> & {
  theme: Partial<FirmTheme> | null;
  preferences: Partial<FirmPreferences> | null;
};

export const firmKeys = {
  all: ['firm'] as const,
  current: (uid: string | undefined) => [...firmKeys.all, 'current', uid ?? 'anonymous'] as const,
};

export const getCurrentFirm = (signal?: AbortSignal) =>
  api.get<CurrentFirm>('/firms/current_user_firm', undefined, signal);

export const currentFirmQueryOptions = (uid: string | undefined) =>
  queryOptions({
    queryKey: firmKeys.current(uid),
    queryFn: ({ signal }) => getCurrentFirm(signal),
    staleTime: 5 * 60_000,
  });

export function useCurrentFirm() {
  const auth = useAuthState();
  return useQuery({
    ...currentFirmQueryOptions(auth.user?.uid),
    enabled: auth.status === 'signed-in',
  });
}
