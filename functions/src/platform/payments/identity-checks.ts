// The identity-checks port (ARCHITECTURE.md "card payments, identity checks"): Stripe Identity
// VerificationSessions — a government ID and a matching selfie — on the platform's account.
// Production talks to Stripe; the local runtime points the same SDK at its sandbox. What a
// session ends as is learnt from signed webhook events (stripe-events.ts), never from the
// browser's return.
import type Stripe from 'stripe';
import { Unavailable } from '../../kernel/errors';
import { stripeCall, stripeFind, type StripeClient } from './stripe-calls';

export const IDENTITY_SESSION_STATUSES = [
  'requires_input',
  'processing',
  'verified',
  'canceled',
] as const;
export type IdentitySessionStatus = (typeof IDENTITY_SESSION_STATUSES)[number];

export interface IdentitySession {
  id: string;
  /** The hosted verification page (null once the session is past requires_input). */
  url: string | null;
  status: IdentitySessionStatus;
  /** Why the last attempt failed (the session is back at requires_input), else null. */
  lastError: { code: string; reason: string } | null;
  createdAt: Date;
  /** Ours, read back from webhook events. */
  metadata: Record<string, string>;
}

export interface IdentityCheckRequest {
  /** Where the verification page sends the person when they are done. */
  returnUrl: string;
  /** Filled in on the page for them (Stripe checks it is theirs). */
  email: string | null;
  metadata: Record<string, string>;
}

export interface IdentityChecks {
  start(request: IdentityCheckRequest): Promise<IdentitySession>;
  /** A session, or null when there is no such session. */
  find(sessionId: string): Promise<IdentitySession | null>;
}

export const IDENTITY_CHECKS_UNAVAILABLE =
  'Identity verification is not available right now. Please try again later.';

/** A session as Stripe sends it (in an answer or an event's data.object), in our words. */
export function identitySessionOf(session: Stripe.Identity.VerificationSession): IdentitySession {
  const status = IDENTITY_SESSION_STATUSES.find((s) => s === session.status) ?? 'requires_input';
  return {
    id: session.id,
    url: session.url ?? null,
    status,
    lastError:
      session.last_error && (session.last_error.code || session.last_error.reason)
        ? {
            code: session.last_error.code ?? 'unknown',
            reason: session.last_error.reason ?? 'The verification did not pass.',
          }
        : null,
    createdAt: new Date(session.created * 1000),
    metadata: (session.metadata ?? {}) as Record<string, string>,
  };
}

export function stripeIdentityChecks(client: StripeClient): IdentityChecks {
  return {
    async start(request) {
      const session = await stripeCall(IDENTITY_CHECKS_UNAVAILABLE, async () =>
        (await client()).identity.verificationSessions.create({
          type: 'document',
          options: { document: { require_matching_selfie: true } },
          ...(request.email ? { provided_details: { email: request.email } } : {}),
          return_url: request.returnUrl,
          metadata: request.metadata,
        }),
      );
      return identitySessionOf(session);
    },
    async find(sessionId) {
      const session = await stripeFind(IDENTITY_CHECKS_UNAVAILABLE, async () =>
        (await client()).identity.verificationSessions.retrieve(sessionId),
      );
      return session && identitySessionOf(session);
    },
  };
}

/** Production without a key: identity checks are unavailable (signing waits, it is not skipped). */
export const unconfiguredIdentityChecks: IdentityChecks = {
  start: () => Promise.reject(new Unavailable(IDENTITY_CHECKS_UNAVAILABLE)),
  find: () => Promise.reject(new Unavailable(IDENTITY_CHECKS_UNAVAILABLE)),
};
