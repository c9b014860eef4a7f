// Cross-site request forgery, refused in one place: a request the session cookie signed in that
// changes anything (not GET, HEAD or OPTIONS) must carry the portal's request header. A form on
// another site cannot set a header, and a script there cannot send one without a CORS preflight,
// which the API never allows; the cookie is SameSite=Strict besides.
import type { RequestHandler } from 'express';
import {
  PORTAL_REQUEST_HEADER,
  PORTAL_REQUEST_VALUE,
  SESSION_COOKIE_MESSAGES,
} from '@portico/common/auth/session-cookie';
import { Forbidden } from '../kernel/errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const refuseCrossSiteChanges: RequestHandler = (req, _res, next) => {
  if (
    req.sessionCookie &&
    !READS.has(req.method) &&
    req.get(PORTAL_REQUEST_HEADER) !== PORTAL_REQUEST_VALUE
  )
    throw new Forbidden(SESSION_COOKIE_MESSAGES.notFromPortal);
  next();
};
