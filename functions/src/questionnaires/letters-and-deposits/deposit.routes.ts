// HTTP for a questionnaire's deposit (spec 2 §4 "Deposit", §7 "Deposit checkout"; paths in
// docs/api.md): the client starts a checkout and has it verified; staff mark it paid or not.
import type { Router } from 'express';
import {
  depositCheckoutSchema,
  markDepositSchema,
  verifyDepositSchema,
} from '@portico/common/questionnaires/deposits-input';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { DepositService } from './deposit.service';

export function depositRoutes(
  router: Router,
  deposits: { service: DepositService; portalUrl: string | undefined },
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/questionnaires/:id/deposit/checkout',
    { body: depositCheckoutSchema },
    async ({ principal, params, body }, res, req) => {
      const portal = portalAddress(req, deposits.portalUrl);
      res.json(await deposits.service.startCheckout(principal, params.id, body, portal));
    },
  );
  routes.post(
    '/questionnaires/:id/deposit/verify',
    { body: verifyDepositSchema },
    async ({ principal, params, body }, res) => {
      res.json(await deposits.service.verify(principal, params.id, body.session_id));
    },
  );
  routes.post(
    '/questionnaires/:id/deposit/mark_paid',
    { body: markDepositSchema },
    async ({ principal, params, body }, res) => {
      res.json(await deposits.service.mark(principal, params.id, body.paid));
    },
  );
}
