// Watches Firebase Auth and exposes who is signed in, or that it isn't known yet. The SDK is not
// part of the first page (lib/firebase.ts): a visitor without the session hint is signed out at
// once and the SDK loads on their first keystroke or tap; a returning one waits for the SDK.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { announceSignOut, onSignOutElsewhere } from './cross-tab-sign-out';
import { endServerSession } from './server-session';
import { loadFirebase, onFirebaseStart, startedFirebase } from './firebase';
import { hasSessionHint, onSignedInElsewhere, rememberSession } from './session-hint';

export type AuthState =
  | { status: 'loading'; user: null }
  /** `ended`: this window ended the session (Sign out, or a second 401), so no `redirect` back. */
  | { status: 'signed-out'; user: null; ended: boolean }
  | { status: 'signed-in'; user: User };

let endingSession = false;

/** Signs out wherever the SDK has a session (none before it loaded). */
async function signOutHere(): Promise<void> {
  rememberSession(false);
  await endServerSession();
  const firebase = startedFirebase();
  if (firebase) await (await firebase).signOut();
}

/** Signs out on purpose: the route gates then go to '/' rather than keep the page as `redirect`. */
export async function endSession(): Promise<void> {
  endingSession = true;
  try {
    await signOutHere();
    announceSignOut();
  } finally {
    endingSession = false;
  }
}

// Not focus: the sign-in form focuses its Email field itself. Typing is a keydown or, pasted or
// filled in, an input.
const INTERACTIONS = ['pointerdown', 'keydown', 'input'] as const;

/** Runs `start` once, on the visitor's first keystroke, tap or input; answers the cancel. */
function onFirstInteraction(start: () => void): () => void {
  const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, handle, true));
  const handle = () => {
    stop();
    start();
  };
  INTERACTIONS.forEach((type) => window.addEventListener(type, handle, true));
  return stop;
}

/** Whether this page starts the SDK at once: a returning visitor, or a sign-in already under way. */
const startsSignedIn = () => hasSessionHint() || startedFirebase() !== undefined;

const AuthStateContext = createContext<AuthState | null>(null);

export function AuthStateProvider({
  children,
  onSignedOut,
}: {
  children: ReactNode;
  /** Called when a signed-in user becomes signed out (clears cached server state). */
  onSignedOut?: () => void;
}) {
  const [state, setState] = useState<AuthState>(() =>
    startsSignedIn()
      ? { status: 'loading', user: null }
      : { status: 'signed-out', user: null, ended: false },
  );
  const signedInUid = useRef<string | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let watching = false;
    let cancelled = false;
    const watch = () => {
      if (watching) return;
      watching = true;
      void loadFirebase().then((firebase) => {
        if (cancelled) return;
        unsubscribe = firebase.onUserChanged((user) => {
          if (signedInUid.current && signedInUid.current !== user?.uid) onSignedOut?.();
          signedInUid.current = user?.uid ?? null;
          rememberSession(Boolean(user));
          setState(
            user
              ? { status: 'signed-in', user }
              : { status: 'signed-out', user: null, ended: endingSession },
          );
        });
      });
    };
    // A sign-in link signs in without a keystroke (the SDK it loads is watched too), and so does
    // another tab of this browser.
    const waits = startsSignedIn()
      ? (watch(), [])
      : [onFirstInteraction(watch), onFirebaseStart(watch), onSignedInElsewhere(watch)];
    return () => {
      cancelled = true;
      waits.forEach((cancel) => cancel());
      unsubscribe?.();
    };
  }, [onSignedOut]);

  // Another tab signed out: this one follows (Firebase syncs too, but not at once).
  useEffect(() => onSignOutElsewhere(() => void signOutHere()), []);

  return <AuthStateContext.Provider value={state}>{children}</AuthStateContext.Provider>;
}

export function useAuthState(): AuthState {
  const state = useContext(AuthStateContext);
  if (!state) throw new Error('useAuthState is used outside <AuthStateProvider>');
  return state;
}
