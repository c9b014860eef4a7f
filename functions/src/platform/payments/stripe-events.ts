// Stripe's webhook events, verified (ARCHITECTURE.md "card payments": settled only by signed,
// idempotent webhooks): the raw body and its Stripe-Signature header checked against the
// endpoint's signing secret by the stripe SDK. Production's secret is STRIPE_WEBHOOK_SECRET; the
// local sandbox signs its events with its own.
import Stripe from 'stripe';
import { Invalid, Unavailable } from '../../kernel/errors';

/** An event we act on: its id (the idempotency key), type, the object, the connected account. */
export interface StripeEvent {
  id: string;
  type: string;
  /** The connected account the event happened on (Connect events), else null. */
  account: string | null;
  created: Date;
  object: Record<string, unknown>;
}

export interface StripeEvents {
  /** The event, or Invalid when the signature does not match the body (or is too old). */
  verify(rawBody: Buffer, signatureHeader: string): StripeEvent;
}

export const BAD_WEBHOOK_SIGNATURE = 'The webhook signature is not valid';
export const WEBHOOKS_UNCONFIGURED = 'Stripe webhooks are not configured';

/** `secret` is the endpoint's signing secret, or how to read it when an event arrives (a Secret). */
export function stripeEvents(secret: string | (() => string)): StripeEvents {
  // Verifying needs no key and makes no call: the SDK's webhooks helper alone.
  const webhooks = Stripe.webhooks;
  return {
    verify(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        const key = typeof secret === 'string' ? secret : secret();
        if (!key) throw new Unavailable(WEBHOOKS_UNCONFIGURED);
        event = webhooks.constructEvent(rawBody, signatureHeader, key);
      } catch (error) {
        if (error instanceof Unavailable) throw error;
        const invalid = new Invalid(BAD_WEBHOOK_SIGNATURE);
        invalid.cause = error;
        throw invalid;
      }
      return {
        id: event.id,
        type: event.type,
        account: event.account ?? null,
        created: new Date(event.created * 1000),
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}

export const unconfiguredStripeEvents: StripeEvents = {
  verify: () => {
    throw new Unavailable(WEBHOOKS_UNCONFIGURED);
  },
};
