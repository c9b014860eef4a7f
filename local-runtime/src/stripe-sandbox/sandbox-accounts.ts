// The sandbox's connected accounts (Stripe Connect offline): a firm's Standard account made by the
// platform, the single-use onboarding links that lead to it (Stripe's account links: they expire,
// and a used one is sent to its refresh_url), and whether the account can take charges yet — it
// can once its onboarding is submitted, as a real account can once Stripe has what it needs.
import { randomBytes } from 'node:crypto';

export interface SandboxAccount {
  id: string;
  object: 'account';
  type: 'standard';
  email: string | null;
  business_profile: { name: string | null };
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
  created: number;
}

export interface SandboxAccountLink {
  id: string;
  account: string;
  returnUrl: string;
  refreshUrl: string;
  expiresAt: number;
  used: boolean;
}

/** Stripe's account links live a few minutes. */
const LINK_SECONDS = 300;

export class SandboxAccounts {
  private readonly accounts = new Map<string, SandboxAccount>();
  private readonly links = new Map<string, SandboxAccountLink>();

  constructor(
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private seconds = () => Math.floor(this.now().getTime() / 1000);

  create(input: { email: string | null; name: string | null; metadata: Record<string, string> }) {
    const account: SandboxAccount = {
      id: `acct_${randomBytes(8).toString('hex')}`,
      object: 'account',
      type: 'standard',
      email: input.email,
      business_profile: { name: input.name },
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: input.metadata,
      created: this.seconds(),
    };
    this.accounts.set(account.id, account);
    return account;
  }

  find(id: string): SandboxAccount | null {
    return this.accounts.get(id) ?? null;
  }

  link(account: string, urls: { returnUrl: string; refreshUrl: string }) {
    const link: SandboxAccountLink = {
      id: `acctlink_${randomBytes(12).toString('hex')}`,
      account,
      ...urls,
      expiresAt: this.seconds() + LINK_SECONDS,
      used: false,
    };
    this.links.set(link.id, link);
    return {
      object: 'account_link',
      created: this.seconds(),
      expires_at: link.expiresAt,
      url: `${this.publicUrl}/sandbox/connect/${link.id}`,
    };
  }

  /** A link that may still be opened, or why not ('missing', or 'spent': used or expired). */
  openLink(id: string): SandboxAccountLink | 'missing' | 'spent' {
    const link = this.links.get(id);
    if (!link) return 'missing';
    return link.used || link.expiresAt <= this.seconds() ? 'spent' : link;
  }

  /** Where a used or expired link sends its visitor (the portal makes a new link there). */
  refreshUrlOf(id: string): string | null {
    return this.links.get(id)?.refreshUrl ?? null;
  }

  /** The onboarding submitted through the link: the account can take charges. */
  complete(link: SandboxAccountLink): SandboxAccount {
    link.used = true;
    const account = this.accounts.get(link.account)!;
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    return account;
  }

  /** Left before finishing: the link is used up, the account as it was. */
  leave(link: SandboxAccountLink): void {
    link.used = true;
  }
}
