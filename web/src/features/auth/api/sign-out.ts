// Ends the session on purpose: the route gates then show the sign-in page at '/' (no `redirect`),
// and the auth provider drops every cached answer.
import { useCallback } from 'react';
import { endSession } from '@/lib/auth-state';

export function useSignOut() {
  return useCallback(() => endSession(), []);
}
