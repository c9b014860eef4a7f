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
  /** A session cookie for a fresh ID token (its claims, firm id included), valid `expiresInMs`. */
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>;
  /** The cookie's user, checking that their sessions were not revoked since it was made. */
  verifySessionCookie(cookie: string): Promise<VerifiedToken>;
  /** Ends every session of the user: their cookies and refresh tokens stop working now. */
  revokeSessions(uid: string): Promise<void>;
}

const verified = (decoded: { uid: string; firm_id?: unknown }): VerifiedToken => ({
  uid: decoded.uid,
  firmId: typeof decoded.firm_id === 'string' ? decoded.firm_id : null,
});

export function firebaseIdentity(auth: Auth): Identity {
  return {
    verifyIdToken: async (idToken) => verified(await auth.verifyIdToken(idToken)),
    createCustomToken: (uid, firmId) => auth.createCustomToken(uid, { firm_id: firmId }),
    createSessionCookie: (idToken, expiresIn) => auth.createSessionCookie(idToken, { expiresIn }),
    verifySessionCookie: async (cookie) => verified(await auth.verifySessionCookie(cookie, true)),
    revokeSessions: (uid) => auth.revokeRefreshTokens(uid),
  };
}
