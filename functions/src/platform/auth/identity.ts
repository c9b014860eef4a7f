// The identity port: the few Firebase Authentication calls the API makes (Admin SDK in
// production, the Auth emulator locally — same code, FIREBASE_AUTH_EMULATOR_HOST decides).
import type { Auth } from 'firebase-admin/auth';

export interface VerifiedToken {
  uid: string;
  firmId: string | null;
}

export interface Identity {
  verifyIdToken(idToken: string): Promise<VerifiedToken>;
  /** A custom token carrying the firm id claim, for the web app's signInWithCustomToken. */
  createCustomToken(uid: string, firmId: string): Promise<string>;
}

export function firebaseIdentity(auth: Auth): Identity {
  return {
    async verifyIdToken(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      const firmId = typeof decoded.firm_id === 'string' ? decoded.firm_id : null;
      return { uid: decoded.uid, firmId };
    },
    createCustomToken: (uid, firmId) => auth.createCustomToken(uid, { firm_id: firmId }),
  };
}
