// Exposes who is signed in, or that it isn't known yet. A page that booted from the session cookie
// (lib/server-session.ts) is signed in from its first render, and the Firebase SDK loads once the
// first screen is up; without it, the SDK decides (lib/firebase.ts): a visitor without the session
// hint is signed out at once and the SDK loads on their first keystroke or tap; a returning one
// waits for the SDK.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { announceSignOut, onSignOutElsewhere } from './cross-tab-sign-out';
import {
  bootedWithoutCookie,
  endServerSession,
  serverSessionUid,
  startServerSession,
} from './server-session';
import { loadFirebase, onFirebaseStart, startedFirebase } from './firebase';
import { afterFirstScreen } from './first-screen';
import { hasSessionHint, onSignedInElsewhere, rememberSession } from './session-hint';

/** Who is signed in: the same uid whether the cookie or the SDK said so. */
export interface SessionUser {
  uid: string;
}

export type AuthState =
  | { status: 'loading'; user: null }
  /** `ended`: this window ended the session (Sign out, or a second 401), so no `redirect` back. */
  | { status: 'signed-out'; user: null; ended: boolean }
  | { status: 'signed-in'; user: SessionUser };

let endingSession = false;

/** Ends the session on this device: the hint, the cookie, and the SDK's own (which it persists). */
async function signOutHere(): Promise<void> {
  rememberSession(false);
  await endServerSession();
  await (await loadFirebase()).signOut();
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

function initialState(): AuthState {
  const uid = serverSessionUid();
  if (uid) return { status: 'signed-in', user: { uid } };
  return startsSignedIn()
    ? { status: 'loading', user: null }
    : { status: 'signed-out', user: null, ended: false };
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
  const [state, setState] = useState<AuthState>(initialState);
  const signedInUid = useRef<string | null>(serverSessionUid());

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
          // One session: a cookie the SDK's session no longer backs ends with it, and a session
          // from before the cookie existed gets one, so its next page boots from it.
          if (!user && serverSessionUid()) void endServerSession();
          if (user && bootedWithoutCookie())
            void user.getIdToken().then((token) => startServerSession(token, user.uid));
          setState(
            user
              ? { status: 'signed-in', user: { uid: user.uid } }
              : { status: 'signed-out', user: null, ended: endingSession },
          );
        });
      });
    };
    // Booted from the cookie, the SDK waits for the first screen (or whoever needs it first). A
    // sign-in link signs in without a keystroke (the SDK it loads is watched too), and so does
    // another tab of this browser.
    const waits = serverSessionUid()
      ? [afterFirstScreen(watch), onFirebaseStart(watch)]
      : startsSignedIn()
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
