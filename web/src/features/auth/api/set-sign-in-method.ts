// POST /sessions/set_sign_in_method: the set-up step's answer, then a fresh session and user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSignInMethodInput } from '@portico/common/auth/session-schemas';
import { api } from '@/lib/api-client';
import { loadFirebase } from '@/lib/firebase';
import { authKeys, currentUserQueryOptions, type CurrentUser } from '@/lib/current-user';
import { startServerSession } from '@/lib/server-session';

export function useSetSignInMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: async (input: SetSignInMethodInput): Promise<CurrentUser> => {
      const { token } = await api.post<{ token: string }>('/sessions/set_sign_in_method', input);
      const signedIn = await (await loadFirebase()).signInWithToken(token);
      await startServerSession(await signedIn.getIdToken(), signedIn.uid);
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
      return queryClient.fetchQuery(currentUserQueryOptions(signedIn.uid));
    },
  });
}
