// POST /sessions/sign_out_everywhere: every session of the user ends (every device's cookie and
// refresh token), then this page's as on Sign out, so the route gates show the sign-in page.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { endSession } from '@/lib/auth-state';

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: async () => {
      await api.post<void>('/sessions/sign_out_everywhere');
      await endSession();
    },
  });
}
