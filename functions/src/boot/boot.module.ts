// The boot area (issue 48): GET /boot, a signed-in page's first screen in one request, made of the
// other areas' own reads (read through the API router, so each keeps its rules and policy).
import type { Router } from 'express';
import type { Ports } from '../platform/ports';
import { bootRoutes } from './boot.routes';

/** Mounted last: the boot reads through the routes the other areas mounted on `router`. */
export function mountBoot(router: Router, ports: Ports): void {
  bootRoutes(router, ports.clock);
}
