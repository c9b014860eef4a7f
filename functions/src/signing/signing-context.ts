// Who did something, from where, for a signing's audit trail: the signed-in user, the address of
// the trusted proxy hop (Express's `req.ip` under `trust proxy`, http/app.ts) and the browser.
import type { Request } from 'express';

/** A user agent is kept whole up to this length (some are long; none needs more). */
const USER_AGENT_MAX = 500;

export interface SigningContext {
  ipAddress: string;
  userAgent: string;
}

export const signingContextOf = (req: Request): SigningContext => ({
  ipAddress: req.ip ?? '',
  userAgent: (req.get('user-agent') ?? '').slice(0, USER_AGENT_MAX),
});

/** What the portal does on its own (a reminder job, a seal task): no address, no browser. */
export const PORTAL_CONTEXT: SigningContext = { ipAddress: '', userAgent: '' };

/** Who an event is by: a signed-in user with their name then, or the portal. */
export interface SigningActor {
  userId: string | null;
  name: string;
}

export const PORTAL_ACTOR: SigningActor = { userId: null, name: 'Portico' };
