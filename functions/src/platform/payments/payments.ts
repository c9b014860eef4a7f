// The card-payments port (ARCHITECTURE.md "card payments"): hosted checkout sessions on a firm's
// connected account. Production talks to Stripe; the local runtime points the same SDK at its
// Stripe-compatible sandbox; both go through stripePayments below.
import type Stripe from 'stripe';
import { Unavailable } from '../../kernel/errors';
import { stripeCall, stripeFind, type StripeClient } from './stripe-calls';

export interface CheckoutRequest {
  /** The firm's connected account the money goes to. */
  accountId: string;
  amountCents: number;
  /** What the payer sees on the checkout page. */
  description: string;
  payerEmail: string | null;
  /** Where the checkout page sends the payer after paying; `{CHECKOUT_SESSION_ID}` is filled in. */
  successUrl: string;
  cancelUrl: string;
  /** Ours, read back when the payment is verified. */
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  id: string;
  /** The hosted checkout page (null once the session is complete or expired). */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  /** 'paid' once the money is taken; a complete session may still be 'unpaid' (a bank debit). */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountCents: number;
  metadata: Record<string, string>;
  /** The payment's PaymentIntent once paid: refunds and disputes of its charge name it. */
  paymentIntentId: string | null;
  /** The session as Stripe sent it (what an event's data.object holds: reconciliation's). */
  raw: Record<string, unknown>;
}

export interface Payments {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** A session of the account, or null when the account holds no such session. */
  findCheckout(accountId: string, sessionId: string): Promise<CheckoutSession | null>;
  /** A firm's own Standard account (Connect), made by the platform; its id. */
  createAccount(input: { firmId: string; firmName: string; email?: string }): Promise<string>;
  /** Stripe's hosted onboarding of the account: a single-use link that lives a few minutes. */
  onboardingLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<string>;
  /** Whether the account can take card payments yet; null when there is no such account. */
  canTakeCharges(accountId: string): Promise<boolean | null>;
}

export const PAYMENTS_UNAVAILABLE =
  'Card payments are not available right now. Please try again later.';

const known = <T extends string>(value: string | null, values: T[], otherwise: T): T =>
  values.find((v) => v === value) ?? otherwise;

/** A checkout session as Stripe sends it (in an answer or an event's data.object), in our words. */
export function checkoutSessionOf(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url ?? null,
    // Statuses this code does not know read as not (yet) done.
    status: known(session.status, ['complete', 'expired'], 'open'),
    paymentStatus: known(session.payment_status, ['paid', 'no_payment_required'], 'unpaid'),
    amountCents: session.amount_total ?? 0,
    metadata: (session.metadata ?? {}) as Record<string, string>,
    paymentIntentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
    raw: session as unknown as Record<string, unknown>,
  };
}

/** What a refund or a dispute of a charge says, from its event (`charge.*`). */
export interface ChargeChange {
  paymentIntentId: string | null;
  kind: 'refund' | 'dispute';
  amountCents: number;
  /** A dispute's reason (`fraudulent`, …) and status (`needs_response`, `won`, `lost`, …). */
  reason: string | null;
  status: string | null;
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? null);

/** `charge.refunded` (a Charge) or `charge.dispute.*` (a Dispute), in our words. */
export function chargeChangeOf(type: string, object: Record<string, unknown>): ChargeChange | null {
  if (type === 'charge.refunded')
    return {
      paymentIntentId: idOf(object.payment_intent),
      kind: 'refund',
      amountCents: Number(object.amount_refunded ?? 0),
      reason: null,
      status: null,
    };
  if (type.startsWith('charge.dispute.'))
    return {
      paymentIntentId: idOf(object.payment_intent),
      kind: 'dispute',
      amountCents: Number(object.amount ?? 0),
      reason: typeof object.reason === 'string' ? object.reason : null,
      status: typeof object.status === 'string' ? object.status : null,
    };
  return null;
}

export function stripePayments(client: StripeClient): Payments {
  return {
    async createCheckout(request) {
      const session = await stripeCall(PAYMENTS_UNAVAILABLE, async () =>
        (await client()).checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            ...(request.payerEmail ? { customer_email: request.payerEmail } : {}),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            metadata: request.metadata,
          },
          { stripeAccount: request.accountId },
        ),
      );
      return checkoutSessionOf(session);
    },
    async findCheckout(accountId, sessionId) {
      const session = await stripeFind(PAYMENTS_UNAVAILABLE, async () =>
        (await client()).checkout.sessions.retrieve(sessionId, {}, { stripeAccount: accountId }),
      );
      return session && checkoutSessionOf(session);
    },
    async createAccount({ firmId, firmName, email }) {
      const account = await stripeCall(PAYMENTS_UNAVAILABLE, async () =>
        (await client()).accounts.create({
          type: 'standard',
          ...(email && { email }),
          business_profile: { name: firmName },
          metadata: { firm_id: firmId },
        }),
      );
      return account.id;
    },
    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const link = await stripeCall(PAYMENTS_UNAVAILABLE, async () =>
        (await client()).accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      );
      return link.url;
    },
    async canTakeCharges(accountId) {
      const account = await stripeFind(PAYMENTS_UNAVAILABLE, async () =>
        (await client()).accounts.retrieve(accountId),
      );
      return account ? account.charges_enabled : null;
    },
  };
}

/** Production without a key: every payment call says payments are unavailable. */
const unavailable = () => Promise.reject(new Unavailable(PAYMENTS_UNAVAILABLE));
export const unconfiguredPayments: Payments = {
  createCheckout: unavailable,
  findCheckout: unavailable,
  createAccount: unavailable,
  onboardingLink: unavailable,
  canTakeCharges: unavailable,
};
