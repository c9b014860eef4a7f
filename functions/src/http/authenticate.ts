// Middleware: turns the caller's credential into the request's principal (or null when there is
// none), resolved once per request with the user's firm (auth's principal resolver). The
// credential is a Bearer ID token (the web app before its session cookie, the tests, any other
// caller) or else the `__session` cookie; a cookie that is invalid, expired, revoked or signed out
// is no credential (the caller is anonymous, so the sign-in calls still work), and a change it
// authenticates must carry the portal's request header (csrf.ts).
import type { RequestHandler } from 'express';
import { bearerTokenOf, sessionCookieOf } from '../auth/auth.module';
import { Unauthenticated } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { Identity } from '../platform/auth/identity';

export function authenticate(
  identity: Identity,
  resolve: (uid: string, firmId: string) => Promise<Principal | null>,
  sessions: { isEnded(cookie: string): Promise<boolean> },
): RequestHandler {
  /** The cookie's caller, or null when it does not sign anyone in now. */
  async function cookieCaller(cookie: string): Promise<Principal | null> {
    const [verified, ended] = await Promise.all([
      identity.verifySessionCookie(cookie).catch(() => null),
      sessions.isEnded(cookie),
    ]);
    if (!verified?.firmId || ended) return null;
    return resolve(verified.uid, verified.firmId);
  }

  return async (req, _res, next) => {
    const header = req.headers.authorization;
    req.sessionCookie = null;
    if (header === undefined) {
      const cookie = sessionCookieOf(req.headers.cookie);
      req.principal = cookie ? await cookieCaller(cookie) : null;
      if (req.principal) req.sessionCookie = cookie;
      return next();
    }
    const token = bearerTokenOf(header);
    if (!token) throw new Unauthenticated('The Authorization header must be "Bearer <ID token>"');
    const verified = await identity.verifyIdToken(token).catch(() => null);
    if (!verified?.firmId)
      throw new Unauthenticated('Your session is invalid or has expired. Please sign in again.');
    const principal = await resolve(verified.uid, verified.firmId);
    if (!principal) throw new Unauthenticated('Your account no longer exists');
    req.principal = principal;
    next();
  };
}
