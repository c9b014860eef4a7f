// The Firebase app and Auth instance, created once at boot from the fetched web config.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '@/config/env';

let app: FirebaseApp | undefined;
let auth: Auth | undefined;
let webConfig: FirebaseWebConfig | undefined;

export function initFirebase(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  webConfig = config;
  app = initializeApp({
    projectId: config.projectId,
    apiKey: config.apiKey,
    authDomain: config.authDomain,
  });
  // initializeAuth without a popup/redirect resolver keeps those flows (unused: sign-in is by
  // custom token) out of the bundle.
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

export function firebaseAuth(): Auth {
  if (!auth) throw new Error('Firebase is used before initFirebase() ran');
  return auth;
}

/** The Firebase app (production realtime listens to Firestore through it). */
export function firebaseApp(): FirebaseApp {
  if (!app) throw new Error('Firebase is used before initFirebase() ran');
  return app;
}

/** The web config the app booted with (where live updates come from, the emulators' addresses). */
export function firebaseWebConfig(): FirebaseWebConfig {
  if (!webConfig) throw new Error('Firebase is used before initFirebase() ran');
  return webConfig;
}
