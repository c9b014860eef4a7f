// HTTP for connecting the firm's card payments (docs/api.md "Card payments: Stripe Connect").
import type { Router } from 'express';
import { declareRoutes } from '../kernel/declared-routes';
import { portalAddress } from '../kernel/portal-address';
import type { CardPaymentConnectionService } from './card-payment-connection.service';

export function cardPaymentConnectionRoutes(
  router: Router,
  connection: CardPaymentConnectionService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  // Whether the firm has a connected card-payment account (deposits need one).
  routes.get('/integrations/check_stripe_integration', {}, async ({ principal }, res) => {
    res.json(await connection.status(principal));
  });
  routes.post('/integrations/stripe/connect', {}, async ({ principal }, res, req) => {
    res.json(await connection.connect(principal, portalAddress(req, portalUrl)));
  });
  routes.post('/integrations/stripe/refresh', {}, async ({ principal }, res) => {
    res.json(await connection.refresh(principal));
  });
}
