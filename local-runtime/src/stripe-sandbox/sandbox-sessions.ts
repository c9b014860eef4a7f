// The sandbox's checkout sessions, as Stripe keeps them per connected account: open until the
// payer pays (complete, paid) or the session is abandoned. Kept in memory: a session lives as long
// as a payer's visit to the checkout page, and one that outlives a restart is paid again.
import { randomBytes } from 'node:crypto';

export interface SandboxSession {
  id: string;
  object: 'checkout.session';
  account: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  description: string;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_status: 'paid' | 'unpaid';
  /** The payment's PaymentIntent, once paid (its charge's refunds and disputes name it). */
  payment_intent: string | null;
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  livemode: false;
}

/** A paid session's charge, as the firm's dashboard refunds or disputes it. */
export interface SandboxCharge {
  id: string;
  refunded: boolean;
  disputed: boolean;
}

/** What Stripe answers for a session (the account is ours, not a field of the answer). */
export const stripeSessionOf = ({
  account: _account,
  description: _description,
  ...session
}: SandboxSession) => session;

export type NewSession = Pick<
  SandboxSession,
  'account' | 'amount_total' | 'currency' | 'customer_email' | 'description' | 'metadata'
> &
  Pick<SandboxSession, 'success_url' | 'cancel_url'>;

/** The card numbers the checkout page offers, as Stripe's test cards behave. */
export const TEST_CARDS = {
  succeeds: { last4: '4242', label: 'Visa ending in 4242 (succeeds)' },
  declined: { last4: '0002', label: 'Visa ending in 0002 (declined)' },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

export const CARD_DECLINED = 'Your card was declined.';

export class SandboxSessions {
  private readonly sessions = new Map<string, SandboxSession>();
  /** By PaymentIntent. */
  private readonly charges = new Map<string, SandboxCharge>();

  constructor(
    /** Where browsers reach the checkout page. */
    private readonly publicUrl: string,
    readonly now: () => Date = () => new Date(),
  ) {}

  create(input: NewSession): SandboxSession {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: SandboxSession = {
      ...input,
      id,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'unpaid',
      payment_intent: null,
      status: 'open',
      url: `${this.publicUrl}/sandbox/checkout/${id}`,
      created: Math.floor(this.now().getTime() / 1000),
      livemode: false,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** A session of the account; another account's session is not there. */
  find(account: string, id: string): SandboxSession | null {
    const session = this.sessions.get(id);
    return session && session.account === account ? session : null;
  }

  /** The session the checkout page shows (the page's address is the only key it needs). */
  forPage(id: string): SandboxSession | null {
    return this.sessions.get(id) ?? null;
  }

  /** The paid sessions with their charges, newest first (the dashboard's list of payments). */
  paid(): { session: SandboxSession; charge: SandboxCharge }[] {
    return [...this.sessions.values()]
      .filter((session) => session.payment_intent !== null)
      .map((session) => ({ session, charge: this.charges.get(session.payment_intent!)! }))
      .reverse();
  }

  /** A paid session and its charge, by PaymentIntent. */
  payment(paymentIntent: string): { session: SandboxSession; charge: SandboxCharge } | null {
    const charge = this.charges.get(paymentIntent);
    const session = [...this.sessions.values()].find((s) => s.payment_intent === paymentIntent);
    return charge && session ? { session, charge } : null;
  }

  /** Expires an open session, as Stripe does after 24 h (or asked to); false when not open. */
  expire(account: string, id: string): boolean {
    const session = this.find(account, id);
    if (session?.status !== 'open') return false;
    session.status = 'expired';
    session.url = null;
    return true;
  }

  /**
   * Charges the test card: the session completes, paid, and the answer is where the payer goes
   * next; a declined card leaves the session open and answers null.
   */
  pay(id: string, card: TestCard): string | null {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open' || card === 'declined') return null;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = `pi_test_${randomBytes(12).toString('hex')}`;
    session.url = null;
    this.charges.set(session.payment_intent, {
      id: `ch_test_${randomBytes(12).toString('hex')}`,
      refunded: false,
      disputed: false,
    });
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }
}
