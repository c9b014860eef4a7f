// Who may call the payments area: Stripe alone, proved by the signature of each webhook event
// (the raw body signed with the endpoint's secret). Nobody signs in to send an event.
import { Invalid } from '../kernel/errors';
import {
  BAD_WEBHOOK_SIGNATURE,
  type StripeEvent,
  type StripeEvents,
} from '../platform/payments/stripe-events';

export function requireStripeSignature(
  events: StripeEvents,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<StripeEvent> {
  if (!rawBody || !signature) return Promise.reject(new Invalid(BAD_WEBHOOK_SIGNATURE));
  return events.verify(rawBody, signature);
}
