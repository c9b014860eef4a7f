// What the sign-in services need to know about the request: who is asking from where, and the
// portal address that links in mail point to.
import type { Request } from 'express';

export interface SignInContext {
  ip: string;
  userAgent: string | null;
  portalUrl: string;
}

/** PORTAL_URL (set by the deployment and the local runtime) wins; else the request's own origin. */
export function signInContext(req: Request, portalUrl: string | undefined): SignInContext {
  const origin = portalUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  return {
    ip: req.ip ?? 'unknown',
    userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
    portalUrl: origin.replace(/\/+$/, ''),
  };
}
