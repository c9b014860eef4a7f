// HTTP for the session cookie (docs/api.md "Session cookie"): POST /sessions/cookie trades the
// Bearer ID token for `__session`; DELETE /sessions/cookie signs this device out; POST
// /sessions/sign_out_everywhere signs the caller out on every device.
import type { CookieOptions, Router } from 'express';
import { SESSION_COOKIE } from '@portico/common/auth/session-cookie';
import { declareRoutes } from '../kernel/declared-routes';
import { bearerTokenOf, sessionCookieOf } from './session-cookie-header';
import type { SessionCookieService } from './session-cookie.service';

/** HttpOnly (no script reads it), Secure, sent only with the portal's own requests. */
const COOKIE: CookieOptions = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' };

export function sessionCookieRoutes(router: Router, cookies: SessionCookieService): void {
  const routes = declareRoutes(router);
  routes.post('/sessions/cookie', {}, async ({ principal }, res, req) => {
    const idToken = bearerTokenOf(req.headers.authorization);
    const { cookie, maxAgeMs } = await cookies.start(principal, {
      idToken,
      viaCookie: Boolean(req.sessionCookie),
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.cookie(SESSION_COOKIE, cookie, { ...COOKIE, maxAge: maxAgeMs });
    res.status(204).end();
  });
  routes.post('/sessions/sign_out_everywhere', {}, async ({ principal }, res) => {
    await cookies.endEverywhere(principal);
    res.setHeader('Cache-Control', 'private, no-store');
    res.clearCookie(SESSION_COOKIE, COOKIE);
    res.status(204).end();
  });
  routes.delete('/sessions/cookie', { public: true }, async (_input, res, req) => {
    await cookies.end(sessionCookieOf(req.headers.cookie));
    res.setHeader('Cache-Control', 'private, no-store');
    res.clearCookie(SESSION_COOKIE, COOKIE);
    res.status(204).end();
  });
}
