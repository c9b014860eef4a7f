// The session cookie (issue 48; common/auth/session-cookie.ts): made from the caller's fresh ID
// token after sign-in; "Sign out" ends this device's cookie (listed as ended until it would have
// expired: Firebase revokes only all of a user's sessions at once); "Sign out everywhere" revokes
// them all.
import { SESSION_COOKIE_MAX_AGE_MS } from '@portico/common/auth/session-cookie';
import type { Principal } from '../kernel/principal';
import type { Identity } from '../platform/auth/identity';
import type { Clock } from '../platform/clock/clock';
import { requireIdTokenCaller, requireSessionsOwner } from './auth.policy';
import type { EndedSessionsRepo } from './ended-sessions.repo';

export function sessionCookieService(deps: {
  identity: Identity;
  ended: EndedSessionsRepo;
  clock: Clock;
}) {
  return {
    /** A cookie for the caller's ID token, and how long it lasts. */
    async start(
      principal: Principal | null | undefined,
      credential: { idToken: string | null; viaCookie: boolean },
    ): Promise<{ cookie: string; maxAgeMs: number }> {
      const { idToken } = requireIdTokenCaller(principal, credential.idToken, credential.viaCookie);
      const cookie = await deps.identity.createSessionCookie(idToken, SESSION_COOKIE_MAX_AGE_MS);
      return { cookie, maxAgeMs: SESSION_COOKIE_MAX_AGE_MS };
    },

    /** Signs the caller out on every device: every cookie and refresh token of theirs stops. */
    async endEverywhere(principal: Principal | null | undefined): Promise<void> {
      const caller = requireSessionsOwner(principal);
      await deps.identity.revokeSessions(caller.userId);
    },

    /** Signs this device out: its cookie (if it sent one) stops working. Anyone may. */
    async end(cookie: string | null): Promise<void> {
      if (!cookie) return;
      await deps.ended.end(
        cookie,
        new Date(deps.clock.now().getTime() + SESSION_COOKIE_MAX_AGE_MS),
      );
    },
  };
}

export type SessionCookieService = ReturnType<typeof sessionCookieService>;
