// The Firebase SDK side of the session: the app and Auth instance, and the few Auth calls the
// portal makes. Only lib/firebase.ts imports this module (dynamically), so the SDK is a chunk of
// its own that the sign-in page does not wait for (docs/decisions/web.md, Performance).
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithCustomToken,
  signOut,
  type User,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '@/config/env';

export function startFirebase(config: FirebaseWebConfig) {
  const app = initializeApp({
    projectId: config.projectId,
    apiKey: config.apiKey,
    authDomain: config.authDomain,
  });
  // initializeAuth without a popup/redirect resolver keeps those flows (unused: sign-in is by
  // custom token) out of the bundle.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return {
    /** The Firebase app (production realtime listens to Firestore through it). */
    app,
    currentUser: (): User | null => auth.currentUser,
    onUserChanged: (listener: (user: User | null) => void) => onAuthStateChanged(auth, listener),
    signInWithToken: async (token: string): Promise<User> =>
      (await signInWithCustomToken(auth, token)).user,
    signOut: () => signOut(auth),
  };
}

export type FirebaseSession = ReturnType<typeof startFirebase>;
