// Connecting a firm's card payments (issue 50, Firm Settings → Payments): the partner starts
// Stripe Connect onboarding — a Standard account made for the firm (kept as pending), and a
// single-use onboarding link — and the firm is connected once the account can take charges: told
// on the return from onboarding (the page asks), or by Stripe's `account.updated` event, whichever
// comes first. Deposits and invoices are then paid into that account.
import type { StripeEventHandler } from '../payments/payments.module';
import type { Payments } from '../platform/payments/payments';
import { NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { FirmRecord } from './firm-record';
import { requireAdvisor, requirePartner } from './firm.policy';
import type { FirmRepo } from './firm.repo';

export interface CardPaymentStatusDto {
  connected: boolean;
  /** Onboarding was begun and is not finished. */
  onboarding: boolean;
}

const statusOf = (firm: FirmRecord): CardPaymentStatusDto => ({
  connected: Boolean(firm.cardPaymentAccountId),
  onboarding: !firm.cardPaymentAccountId && Boolean(firm.cardPaymentAccountPending),
});

/** Where Stripe's onboarding sends the partner back: Firm Settings → Payments. */
const paymentsTab = (portalUrl: string, stripe: 'return' | 'refresh') =>
  `${portalUrl}/firm?tab=Payments&stripe=${stripe}`;

export function cardPaymentConnectionService(firms: FirmRepo, payments: Payments) {
  async function firmOf(caller: Principal) {
    const firm = await firms.get(caller.firmId);
    if (!firm) throw new NotFound('Firm not found');
    return firm;
  }

  return {
    /** The onboarding link to send the partner to (an account made for the firm the first time). */
    async connect(principal: Principal | null | undefined, portalUrl: string) {
      const caller = requirePartner(principal);
      const firm = await firmOf(caller);
      if (firm.cardPaymentAccountId) return { connected: true, url: null };
      const account =
        firm.cardPaymentAccountPending ??
        (await firms.beginCardPaymentAccount(
          firm.id,
          await payments.createAccount({ firmId: firm.id, firmName: firm.name }),
        ));
      const url = await payments.onboardingLink(account, {
        returnUrl: paymentsTab(portalUrl, 'return'),
        refreshUrl: paymentsTab(portalUrl, 'refresh'),
      });
      return { connected: false, url };
    },

    /** Asks Stripe whether the pending account can take charges yet (the return from onboarding). */
    async refresh(principal: Principal | null | undefined): Promise<CardPaymentStatusDto> {
      const caller = requirePartner(principal);
      const firm = await firmOf(caller);
      const pending = firm.cardPaymentAccountPending;
      if (!firm.cardPaymentAccountId && pending && (await payments.canTakeCharges(pending)))
        await firms.connectCardPaymentAccount(firm.id, pending);
      return statusOf(await firmOf(caller));
    },

    /** check_stripe_integration: any staff member asks whether the firm can take card payments. */
    async status(principal: Principal | null | undefined): Promise<CardPaymentStatusDto> {
      return statusOf(await firmOf(requireAdvisor(principal)));
    },

    /** Stripe's `account.updated` on a firm's account: connected once it can take charges. */
    events: {
      types: ['account.updated'],
      async handle(event) {
        const account = event.account ?? (event.object.id as string | undefined) ?? null;
        if (!account || event.object.charges_enabled !== true) return 'ignored';
        const firmId = await firms.firmIdWithPendingAccount(account);
        if (!firmId) return 'duplicate';
        return (await firms.connectCardPaymentAccount(firmId, account)) ? 'applied' : 'duplicate';
      },
    } satisfies StripeEventHandler,
  };
}

export type CardPaymentConnectionService = ReturnType<typeof cardPaymentConnectionService>;
