// Stripe's webhook events, verified (ARCHITECTURE.md "card payments": settled only by signed,
// idempotent webhooks): the raw body and its Stripe-Signature header checked against the
// endpoint's signing secret by the stripe SDK. Production's secret is STRIPE_WEBHOOK_SECRET; the
// local sandbox signs its events with its own.
import type Stripe from 'stripe';
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
  verify(rawBody: Buffer, signatureHeader: string): Promise<StripeEvent>;
}

export const BAD_WEBHOOK_SIGNATURE = 'The webhook signature is not valid';
export const WEBHOOKS_UNCONFIGURED = 'Stripe webhooks are not configured';

/** The event, verified by the first of `keys` that signed it. */
async function constructed(
  rawBody: Buffer,
  signatureHeader: string,
  keys: string[],
): Promise<Stripe.Event> {
  // Verifying needs no API key and makes no call: the SDK's webhooks helper alone, loaded when the
  // first event arrives.
  const { default: StripeSdk } = await import('stripe');
  let failure: unknown;
  for (const key of keys) {
    try {
      return StripeSdk.webhooks.constructEvent(rawBody, signatureHeader, key);
    } catch (error) {
      failure = error;
    }
  }
  const invalid = new Invalid(BAD_WEBHOOK_SIGNATURE);
  invalid.cause = failure;
  throw invalid;
}

/**
 * `secret` holds the endpoints' signing secrets, comma-separated — Stripe signs the platform's own
 * events (identity checks) and its connected accounts' (the firms' payments) at two endpoints, each
 * with its own — or how to read it when an event arrives (a Secret).
 */
export function stripeEvents(secret: string | (() => string)): StripeEvents {
  return {
    async verify(rawBody, signatureHeader) {
      const keys = (typeof secret === 'string' ? secret : secret())
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      if (!keys.length) throw new Unavailable(WEBHOOKS_UNCONFIGURED);
      const event = await constructed(rawBody, signatureHeader, keys);
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
  verify: () => Promise.reject(new Unavailable(WEBHOOKS_UNCONFIGURED)),
};
