// The sandbox's identity VerificationSessions (Stripe Identity: a document and a matching selfie),
// on the platform's account, with Stripe's lifecycle: requires_input until the person submits,
// then processing, then verified — or back to requires_input with last_error, to try again;
// canceled (final) only from requires_input. Kept in memory, as the checkout sessions are.
import { randomBytes } from 'node:crypto';

export type VerificationStatus = 'requires_input' | 'processing' | 'verified' | 'canceled';

/** A session as Stripe's API answers it (and an event's data.object carries it). */
export interface SandboxVerification {
  id: string;
  object: 'identity.verification_session';
  /** For Stripe.js, and the url: there only while the session awaits input. */
  client_secret: string | null;
  created: number;
  last_error: { code: string; reason: string } | null;
  livemode: false;
  metadata: Record<string, string>;
  options: { document: { require_matching_selfie: true } };
  provided_details: { email?: string };
  redaction: null;
  status: VerificationStatus;
  type: 'document';
  url: string | null;
}

export interface NewVerification {
  email: string | null;
  metadata: Record<string, string>;
  /** Where the verification page sends the person when they are done (not part of the answer). */
  returnUrl: string;
}

/** What the verification page lets the tester choose, failing with Stripe's codes and reasons. */
export const TEST_OUTCOMES = {
  verified: { label: 'Verification passes', reason: null },
  document_unverified_other: {
    label: 'Fails: the document could not be verified',
    reason: 'The document could not be verified.',
  },
  selfie_face_mismatch: {
    label: 'Fails: the selfie does not match the document',
    reason: "The selfie did not match the document's photo.",
  },
} as const;
export type TestOutcome = keyof typeof TEST_OUTCOMES;

export class SandboxVerifications {
  private readonly kept = new Map<string, { session: SandboxVerification; returnUrl: string }>();

  constructor(
    /** Where browsers reach the verification page. */
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  create(input: NewVerification): SandboxVerification {
    const id = `vs_test_${randomBytes(12).toString('hex')}`;
    const session: SandboxVerification = {
      id,
      object: 'identity.verification_session',
      client_secret: null,
      created: Math.floor(this.now().getTime() / 1000),
      last_error: null,
      livemode: false,
      metadata: input.metadata,
      options: { document: { require_matching_selfie: true } },
      provided_details: input.email ? { email: input.email } : {},
      redaction: null,
      status: 'requires_input',
      type: 'document',
      url: null,
    };
    this.kept.set(id, { session: this.awaitInput(session, null), returnUrl: input.returnUrl });
    return structuredClone(session);
  }

  /** The session (a copy), or null when there is no such session. */
  find(id: string): SandboxVerification | null {
    const kept = this.kept.get(id);
    return kept ? structuredClone(kept.session) : null;
  }

  returnUrl(id: string): string | null {
    return this.kept.get(id)?.returnUrl ?? null;
  }

  /**
   * The person submits their document and selfie: the session as it was after each step
   * (processing, then verified or requires_input with last_error), or null when it does not await
   * input.
   */
  submit(id: string, outcome: TestOutcome): SandboxVerification[] | null {
    const session = this.kept.get(id)?.session;
    if (session?.status !== 'requires_input') return null;
    Object.assign(session, {
      status: 'processing',
      last_error: null,
      client_secret: null,
      url: null,
    });
    const processing = structuredClone(session);
    const { reason } = TEST_OUTCOMES[outcome];
    if (reason) this.awaitInput(session, { code: outcome, reason });
    else session.status = 'verified';
    return [processing, structuredClone(session)];
  }

  /** Cancels a session that awaits input (final), or null when it does not. */
  cancel(id: string): SandboxVerification | null {
    const session = this.kept.get(id)?.session;
    if (session?.status !== 'requires_input') return null;
    Object.assign(session, { status: 'canceled', client_secret: null, url: null });
    return structuredClone(session);
  }

  /** Back at requires_input: a fresh client secret, the page's address, and why (after a failure). */
  private awaitInput(session: SandboxVerification, error: SandboxVerification['last_error']) {
    return Object.assign(session, {
      status: 'requires_input',
      last_error: error,
      client_secret: `${session.id}_secret_${randomBytes(12).toString('hex')}`,
      url: `${this.publicUrl}/sandbox/identity/${session.id}`,
    });
  }
}
