// The caller's credentials as a request carries them: the Bearer ID token of the Authorization
// header, and the session cookie of the Cookie header (no cookie library: one name, one value,
// checked against the characters a Firebase session cookie holds).
import { SESSION_COOKIE } from '@portico/common/auth/session-cookie';

const BEARER = /^Bearer ([A-Za-z0-9._-]{1,4096})$/;

/** The ID token of an Authorization header, or null when it is not `Bearer <token>`. */
export const bearerTokenOf = (header: string | undefined): string | null =>
  BEARER.exec(header ?? '')?.[1] ?? null;

/** The session cookie the request carries, if any (Cookie: a=1; __session=…). */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE) {
      const value = part.slice(at + 1).trim();
      return /^[A-Za-z0-9._-]{1,8192}$/.test(value) ? value : null;
    }
  }
  return null;
}
