// HTTP for signers' identity checks (docs/api.md "Tax returns"): a signer starts (or resumes) their
// check; staff read every signer's in the Verification Checks dialog. Results arrive by Stripe's
// webhook (the payments area), never from these routes.
import type { Router } from 'express';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { IdentityChecksService } from './identity-checks.service';

export function identityChecksRoutes(
  router: Router,
  checks: IdentityChecksService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/tax_returns/:id/identity_verification',
    {},
    async ({ principal, params }, res, req) => {
      res.json(await checks.start(principal, params.id, portalAddress(req, portalUrl)));
    },
  );
  routes.get('/tax_returns/:id/identity_verifications', {}, async ({ principal, params }, res) => {
    res.json({ identity_verifications: await checks.list(principal, params.id) });
  });
}
