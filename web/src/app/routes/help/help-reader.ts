// Who is reading /help, which decides its frame and its way back: a client (inside their portal),
// someone else signed in (staff, or a client still setting up), or an anonymous visitor.
import { useAuthState } from '@/lib/auth-state';
import { useCurrentUser } from '@/lib/current-user';

export type HelpReader = 'pending' | 'anonymous' | 'client' | 'signed-in';

export function useHelpReader(): HelpReader {
  const auth = useAuthState();
  const user = useCurrentUser();
  if (auth.status === 'loading') return 'pending';
  if (auth.status === 'signed-out') return 'anonymous';
  // Without the user record there is no client shell to show; the page still has a way back.
  if (user.isError) return 'signed-in';
  if (!user.data) return 'pending';
  return user.data.is_advisor || user.data.set_password_required ? 'signed-in' : 'client';
}
