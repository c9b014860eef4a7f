// What the sign-in services need to know about the request: who is asking from where, and the
// portal address that links in mail point to.
import type { Request } from 'express';
import { portalAddress } from '../kernel/portal-address';

export interface SignInContext {
  ip: string;
  userAgent: string | null;
  portalUrl: string;
}

export function signInContext(req: Request, portalUrl: string | undefined): SignInContext {
  return {
    ip: req.ip ?? 'unknown',
    userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
    portalUrl: portalAddress(req, portalUrl),
  };
}
