// Middleware: turns the Bearer ID token into the request's principal (or null when there is none),
// resolved once per request with the user's firm (auth's principal resolver).
import type { RequestHandler } from 'express';
import { Unauthenticated } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { Identity } from '../platform/auth/identity';

const BEARER = /^Bearer ([A-Za-z0-9._-]{1,4096})$/;

export function authenticate(
  identity: Identity,
  resolve: (uid: string, firmId: string) => Promise<Principal | null>,
): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) {
      req.principal = null;
      return next();
    }
    const token = BEARER.exec(header)?.[1];
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
