// The portal's address for links the server hands out (mail, checkout returns): PORTAL_URL, set by
// the deployment and the local runtime, wins; else the request's own origin.
import type { Request } from 'express';

export function portalAddress(req: Request, portalUrl: string | undefined): string {
  const origin = portalUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  return origin.replace(/\/+$/, '');
}
