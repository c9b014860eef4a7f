// The session the server can read (issue 48): after a sign-in the ID token is traded for the
// `__session` cookie (HttpOnly: this code never sees it); signing out ends it. A signed-in page
// boots from it: one request answers who is signed in and what the first screen reads, before the
// Firebase SDK has loaded. Neither the trade nor the ending is the sign-in's or the sign-out's to
// fail: without a cookie the app goes on with its Bearer token.
import { PORTAL_REQUEST_HEADER, PORTAL_REQUEST_VALUE } from '@portico/common/auth/session-cookie';
import { apiAddress, type BootDto } from '@portico/common/auth/boot';
import { takeEarlyBoot } from './boot-screen';
import { preloadAnswers } from './preloaded-answers';

const PORTAL_HEADERS = { [PORTAL_REQUEST_HEADER]: PORTAL_REQUEST_VALUE };

/** The uid the cookie signed in at boot, while its session lasts on this page. */
let cookieUid: string | null = null;

/** The page asked the cookie and it signed nobody in (a session from before the cookie, say). */
let cookieMissing = false;

/** Who the session cookie signed in (null: nobody, or the page did not boot from it). */
export const serverSessionUid = (): string | null => cookieUid;

/** Whether this page's boot found no cookie, so the SDK's session should make one. */
export const bootedWithoutCookie = (): boolean => cookieMissing;

/** Trades `uid`'s ID token for the session cookie, which the page's calls then carry. */
export async function startServerSession(idToken: string, uid: string): Promise<void> {
  cookieMissing = false;
  const response = await fetch('/api/sessions/cookie', {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, ...PORTAL_HEADERS },
  }).catch(() => null);
  if (response?.ok) cookieUid = uid;
}

/** Ends this device's session cookie (the browser sends it; the answer clears it). */
export async function endServerSession(): Promise<void> {
  cookieUid = null;
  await fetch('/api/sessions/cookie', { method: 'DELETE', headers: PORTAL_HEADERS }).catch(
    () => undefined,
  );
}

/**
 * Boots this page from the cookie: who is signed in, and the first screen's answers for `page`
 * in `year`. Null when the cookie signs nobody in (none yet, expired, ended) or the API is down:
 * the Firebase SDK then decides, as before.
 */
export async function bootFromCookie(page: string, year: number): Promise<BootDto | null> {
  // The HTML's script asks it for a returning visitor, before this code has loaded; the year it
  // sends is the one chosen in this browser, else the server's default (the same but on the day
  // the default changes, when the page asks for the cards it lacks itself).
  const asked =
    takeEarlyBoot(page) ??
    fetch(`/api${apiAddress('/boot', { page, year })}`, {
      headers: { Accept: 'application/json', ...PORTAL_HEADERS },
    });
  const response = await asked.catch(() => null);
  cookieMissing = response?.status === 401;
  if (!response?.ok) return null;
  const boot = (await response.json().catch(() => null)) as BootDto | null;
  if (!boot?.uid) return null;
  cookieUid = boot.uid;
  preloadAnswers(boot.answers);
  return boot;
}
