// Middleware: turns the Bearer ID token into the request's principal (or null when there is none).
import type { RequestHandler } from 'express';
import type { Identity } from '../platform/auth/identity';
import type { UsersRepo } from '../people/users.repo';
import { unauthorized } from './http-error';
import { principalFor } from './principal';

const BEARER = /^Bearer ([A-Za-z0-9._-]{1,4096})$/;

export function authenticate(identity: Identity, users: UsersRepo): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) {
      req.principal = null;
      return next();
    }
    const token = BEARER.exec(header)?.[1];
    if (!token) throw unauthorized('The Authorization header must be "Bearer <ID token>"');
    const verified = await identity.verifyIdToken(token).catch(() => null);
    if (!verified?.firmId)
      throw unauthorized('Your session is invalid or has expired. Please sign in again.');
    const user = await users.get(verified.firmId, verified.uid);
    if (!user) throw unauthorized('Your account no longer exists');
    req.principal = principalFor(user);
    next();
  };
}
