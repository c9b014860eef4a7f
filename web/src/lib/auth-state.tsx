// Watches Firebase Auth (onAuthStateChanged) and exposes who is signed in, or that it isn't known yet.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { announceSignOut, onSignOutElsewhere } from './cross-tab-sign-out';
import { firebaseAuth } from './firebase';

export type AuthState =
  | { status: 'loading'; user: null }
  /** `ended`: this window ended the session (Sign out, or a second 401), so no `redirect` back. */
  | { status: 'signed-out'; user: null; ended: boolean }
  | { status: 'signed-in'; user: User };

let endingSession = false;

/** Signs out on purpose: the route gates then go to '/' rather than keep the page as `redirect`. */
export async function endSession(): Promise<void> {
  endingSession = true;
  try {
    await signOut(firebaseAuth());
    announceSignOut();
  } finally {
    endingSession = false;
  }
}

const AuthStateContext = createContext<AuthState | null>(null);

export function AuthStateProvider({
  children,
  onSignedOut,
}: {
  children: ReactNode;
  /** Called when a signed-in user becomes signed out (clears cached server state). */
  onSignedOut?: () => void;
}) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const signedInUid = useRef<string | null>(null);

  useEffect(
    () =>
      onAuthStateChanged(firebaseAuth(), (user) => {
        if (signedInUid.current && signedInUid.current !== user?.uid) onSignedOut?.();
        signedInUid.current = user?.uid ?? null;
        setState(
          user
            ? { status: 'signed-in', user }
            : { status: 'signed-out', user: null, ended: endingSession },
        );
      }),
    [onSignedOut],
  );

  // Another tab signed out: this one follows (Firebase syncs too, but not at once).
  useEffect(() => onSignOutElsewhere(() => void signOut(firebaseAuth())), []);

  return <AuthStateContext.Provider value={state}>{children}</AuthStateContext.Provider>;
}

export function useAuthState(): AuthState {
  const state = useContext(AuthStateContext);
  if (!state) throw new Error('useAuthState is used outside <AuthStateProvider>');
  return state;
}
