// HTTP for Stripe's webhook (docs/api.md "Payments"): POST /stripe/webhook, public, answered from
// the raw body and its Stripe-Signature header.
import type { Router } from 'express';
import { declareRoutes } from '../kernel/declared-routes';
import type { StripeWebhookService } from './stripe-webhook.service';

/** The body exactly as it arrived (Cloud Functions sets it; the API app keeps it elsewhere). */
type WithRawBody = { rawBody?: Buffer };

export function stripeWebhookRoutes(router: Router, webhook: StripeWebhookService): void {
  const routes = declareRoutes(router);
  routes.post('/stripe/webhook', { public: true }, async (_input, res, req) => {
    res.json(
      await webhook.receive((req as WithRawBody).rawBody, req.get('stripe-signature') ?? undefined),
    );
  });
}
