// The payments area (ARCHITECTURE.md "Payments"): Stripe's signed webhook events, each taken in
// once, handed to the area that owns what it is about. Mounts /stripe/webhook.
import type { Router } from 'express';
import type { Ports } from '../platform/ports';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { stripeWebhookService, type StripeEventHandler } from './stripe-webhook.service';

export { processedEventsRepo, type ProcessedEventsRepo } from './processed-events.repo';
export { cardPaymentsRepo, type CardPaymentsRepo } from './card-payments.repo';
export { openCheckoutsRepo, type OpenCheckoutsRepo } from './open-checkouts.repo';
export { reconcileCheckoutsJob } from './reconcile-checkouts.jobs';
export { afterChargeChange, cardPaymentChangeHandler } from './card-payment-change';
export type { EventOutcome, StripeEventHandler } from './stripe-webhook.service';

export function mountPayments(
  router: Router,
  ports: Ports,
  handlers: readonly StripeEventHandler[],
): void {
  stripeWebhookRoutes(
    router,
    stripeWebhookService({ events: ports.stripeEvents, handlers, logger: ports.logger }),
  );
}
