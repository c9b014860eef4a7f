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
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  livemode: false;
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

  constructor(
    /** Where browsers reach the checkout page. */
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  create(input: NewSession): SandboxSession {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: SandboxSession = {
      ...input,
      id,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'unpaid',
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

  /**
   * Charges the test card: the session completes, paid, and the answer is where the payer goes
   * next; a declined card leaves the session open and answers null.
   */
  pay(id: string, card: TestCard): string | null {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open' || card === 'declined') return null;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  }
}
