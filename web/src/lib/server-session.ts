// The session the server can read (issue 48): after a sign-in the ID token is traded for the
// `__session` cookie (HttpOnly: this code never sees it); signing out ends it. Neither step is the
// sign-in's or the sign-out's to fail: without a cookie the app goes on with its Bearer token.
import { PORTAL_REQUEST_HEADER, PORTAL_REQUEST_VALUE } from '@portico/common/auth/session-cookie';

/** Trades the ID token for the session cookie. */
export async function startServerSession(idToken: string): Promise<void> {
  await fetch('/api/sessions/cookie', {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, [PORTAL_REQUEST_HEADER]: PORTAL_REQUEST_VALUE },
  }).catch(() => undefined);
}

/** Ends this device's session cookie (the browser sends it; the answer clears it). */
export async function endServerSession(): Promise<void> {
  await fetch('/api/sessions/cookie', {
    method: 'DELETE',
    headers: { [PORTAL_REQUEST_HEADER]: PORTAL_REQUEST_VALUE },
  }).catch(() => undefined);
}
