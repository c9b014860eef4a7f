// Firebase, loaded when it is first needed: the sign-in page renders without the SDK (issue 18).
// The boot gives the web config; the SDK chunk (firebase-session.ts) loads at once for a visitor
// whose last visit ended signed in (the session hint), and otherwise on the first keystroke or tap,
// so a sign-in's token exchange finds it ready.
import type { FirebaseWebConfig } from '@/config/env';
import type { FirebaseSession } from './firebase-session';

let webConfig: FirebaseWebConfig | undefined;
let loading: Promise<FirebaseSession> | undefined;
let loaded: FirebaseSession | undefined;

export function configureFirebase(config: FirebaseWebConfig): void {
  webConfig = config;
}

/** The web config the app booted with (where live updates come from, the emulators' addresses). */
export function firebaseWebConfig(): FirebaseWebConfig {
  if (!webConfig) throw new Error('Firebase is used before configureFirebase() ran');
  return webConfig;
}

/** Where Firebase Auth checks a session: the emulator offline, Google's endpoint in production. */
const AUTH_API_ORIGIN = 'https://identitytoolkit.googleapis.com';

/**
 * Opens the connection to Firebase Auth ahead of the SDK: a returning visitor's SDK checks the
 * session there before anything else (a CORS request, hence `crossorigin`).
 */
export function preconnectAuth(): void {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = new URL(firebaseWebConfig().authEmulatorUrl ?? AUTH_API_ORIGIN).origin;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

const startListeners = new Set<() => void>();

/** The SDK, started once; the first call downloads it. */
export function loadFirebase(): Promise<FirebaseSession> {
  if (loading) return loading;
  const config = firebaseWebConfig();
  loading = import('./firebase-session').then(({ startFirebase }) => {
    loaded = startFirebase(config);
    return loaded;
  });
  for (const listener of startListeners) listener();
  return loading;
}

/** Runs `listener` when the SDK starts loading, whoever asks for it first; answers the cancel. */
export function onFirebaseStart(listener: () => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

/**
 * The SDK when it is loaded or loading, without starting a download: before it, nobody can be
 * signed in on this page (a signed-in visitor's boot loads it at once).
 */
export function startedFirebase(): Promise<FirebaseSession> | undefined {
  return loading;
}

/** The SDK once it has loaded (never waits for a download under way). */
export function loadedFirebase(): FirebaseSession | undefined {
  return loaded;
}
