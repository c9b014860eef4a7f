// Stripe's webhook (ARCHITECTURE.md "Payments"): every event arrives here signed; the signature is
// the caller's check (payments.policy.ts), and the event goes to the area that owns what it is
// about — identity checks to tax returns, payments to their payables. An event no area takes is
// acknowledged and dropped, as Stripe asks (anything but 2xx is retried for days).
import type { Logger } from 'pino';
import type { StripeEvent, StripeEvents } from '../platform/payments/stripe-events';
import { requireStripeSignature } from './payments.policy';

/** What an area did with an event: changed its records, had taken it in before, or ignored it. */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * An area's handler for some event types: it claims each event of its own in its own transaction,
 * and answers 'ignored' for one that is not (a checkout for another kind of payable).
 */
export interface StripeEventHandler {
  types: readonly string[];
  handle(event: StripeEvent): Promise<EventOutcome>;
}

/** Hands an event to the first area that takes it (the webhook's events, and reconciliation's). */
export async function dispatchStripeEvent(
  handlers: readonly StripeEventHandler[],
  event: StripeEvent,
): Promise<EventOutcome> {
  let outcome: EventOutcome = 'ignored';
  for (const handler of handlers.filter((h) => h.types.includes(event.type))) {
    outcome = await handler.handle(event);
    if (outcome !== 'ignored') break;
  }
  return outcome;
}

export function stripeWebhookService(deps: {
  events: StripeEvents;
  handlers: readonly StripeEventHandler[];
  logger: Logger;
}) {
  return {
    async receive(
      rawBody: Buffer | undefined,
      signature: string | undefined,
    ): Promise<{ received: true; outcome: EventOutcome }> {
      const event = await requireStripeSignature(deps.events, rawBody, signature);
      const outcome = await dispatchStripeEvent(deps.handlers, event);
      deps.logger.info({ stripeEvent: event.id, type: event.type, outcome }, 'Stripe event');
      return { received: true, outcome };
    },
  };
}

export type StripeWebhookService = ReturnType<typeof stripeWebhookService>;
