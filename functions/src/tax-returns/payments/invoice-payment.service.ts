// Paying a return's invoice by card (issue 45; ARCHITECTURE.md "Payments"): a client opens a Stripe
// Checkout Session on the firm's connected account (a direct charge) and pays there; the invoice is
// paid only when Stripe's signed `checkout.session.completed` (or, for a payment that clears later,
// `checkout.session.async_payment_succeeded`) event arrives for that account and amount — applied
// once, logged for the firm. The page the payer returns to proves nothing and changes nothing.
import { formatUsd } from '@portico/common/format/money';
import { INVOICE_MESSAGES as SAY } from '@portico/common/tax-returns/invoice-payment';
import type { InvoiceDto } from '@portico/common/tax-returns/tax-return-model';
import type { ActivityRepo } from '../../activity/activity.module';
import { cardPaymentAccountOf, type FirmRepo } from '../../firm/firm.module';
import { Conflict, Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type {
  CardPaymentsRepo,
  EventOutcome,
  OpenCheckoutsRepo,
  ProcessedEventsRepo,
  StripeEventHandler,
} from '../../payments/payments.module';
import { shownEmail } from '../../people/people.module';
import { checkoutSessionOf, type Payments } from '../../platform/payments/payments';
import type { StripeEvent } from '../../platform/payments/stripe-events';
import { findReturn } from '../return-lookup';
import { returnLine, reviewPath } from '../return-notes';
import { summedUp } from '../return-progress';
import type { ReturnServiceDeps } from '../return-service-deps';
import type { TaxReturnRecord } from '../tax-return-record';
import { requireDeliveredClient } from '../tax-returns.policy';
import { ACTION_MESSAGES } from '@portico/common/tax-returns/return-actions';

interface Deps extends ReturnServiceDeps {
  firms: FirmRepo;
  activity: ActivityRepo;
  payments: Payments;
  processedEvents: ProcessedEventsRepo;
  cardPayments: CardPaymentsRepo;
  /** Where a checkout is kept until it settles (reconciliation asks Stripe about it). */
  openCheckouts: OpenCheckoutsRepo;
}

/** What our checkout sessions for an invoice carry, read back from Stripe's events. */
export const INVOICE_PAYABLE = 'tax_return_invoice';

const cents = (dollars: number) => Math.round(dollars * 100);

/** An invoice the client may pay here: due, unpaid, and the firm takes card payments. */
export const invoicePayable = (
  record: Pick<TaxReturnRecord, 'invoice'>,
  firm: Parameters<typeof cardPaymentAccountOf>[0],
) =>
  record.invoice !== null &&
  record.invoice.amount > 0 &&
  !record.invoice.paid &&
  cardPaymentAccountOf(firm) !== null;

export function invoicePaymentService(deps: Deps) {
  const { db, returns, parts, entities, users, firms, activity, payments, clock } = deps;

  /** Applies a paid checkout of an invoice, once: the invoice paid, the progress summed up. */
  async function apply(event: StripeEvent): Promise<EventOutcome> {
    const session = checkoutSessionOf(event.object as never);
    const { payable, firm_id: firmId, tax_return_id: returnId } = session.metadata;
    if (payable !== INVOICE_PAYABLE || !firmId || !returnId) return 'ignored';
    const firm = await firms.get(firmId);
    // Only a charge on the firm's own account pays its invoice.
    if (!firm?.cardPaymentAccountId || event.account !== firm.cardPaymentAccountId)
      return 'ignored';
    return db.runTransaction(async (tx) => {
      const current = await returns.read(tx, firmId, returnId);
      const stored = current ? await parts.readAll(tx, current) : null;
      return deps.processedEvents.applyOnce(tx, firmId, event, () => {
        if (!current || !stored || !current.invoice || current.invoice.paid) return 'ignored';
        if (session.paymentStatus !== 'paid') return 'ignored';
        if (session.amountCents !== cents(current.invoice.amount)) return 'ignored';
        const now = clock.now();
        const invoice: InvoiceDto = {
          ...current.invoice,
          paid: true,
          card_payment: { paid_at: now.toISOString(), session_id: session.id },
        };
        const updated = returns.update(tx, current, {
          ...summedUp(stored, invoice),
          updatedAt: now,
        });
        // Its refunds and disputes come naming the payment intent (card-payment-changes.ts).
        if (session.paymentIntentId)
          deps.cardPayments.record(
            tx,
            session.paymentIntentId,
            { firmId, accountId: event.account!, payable: INVOICE_PAYABLE, recordId: current.id },
            now,
          );
        activity
          .plan(
            tx,
            returnLine(updated, `Invoice paid by card (${formatUsd(invoice.amount)})`, null, now),
          )
          .apply();
        return 'applied';
      });
    });
  }

  return {
    /** POST /tax_returns/{id}/invoice_checkout: the firm's checkout page for the invoice. */
    async checkout(
      principal: Principal | null | undefined,
      id: string,
      portal: string,
    ): Promise<{ checkout_url: string }> {
      const found = await findReturn({ returns, entities }, principal, id);
      const { caller, record, entity } = requireDeliveredClient(
        principal,
        found.record,
        found.entity,
        SAY.onlyClients,
      );
      if (!record.invoice || record.invoice.amount <= 0)
        throw new Invalid(ACTION_MESSAGES.noInvoice);
      if (record.invoice.paid) throw new Conflict(SAY.alreadyPaid);
      const accountId = cardPaymentAccountOf(caller.firm);
      if (!accountId) throw new Conflict(SAY.notPayableHere);
      const payer = await users.get(caller.firmId, caller.userId);
      const back = `${portal}${reviewPath(record)}`;
      const session = await payments.createCheckout({
        accountId,
        amountCents: cents(record.invoice.amount),
        description: `Tax preparation: ${record.name} (${record.taxYear}), ${entity.name}`,
        payerEmail: payer ? shownEmail(payer) || null : null,
        successUrl: `${back}&invoice=paid`,
        cancelUrl: `${back}&invoice=cancelled`,
        metadata: { payable: INVOICE_PAYABLE, firm_id: caller.firmId, tax_return_id: record.id },
      });
      if (!session.url) throw new Conflict(SAY.notPayableHere);
      await deps.openCheckouts.open({
        sessionId: session.id,
        firmId: caller.firmId,
        accountId,
        payable: INVOICE_PAYABLE,
        recordId: record.id,
        openedAt: clock.now(),
      });
      return { checkout_url: session.url };
    },

    /** Stripe's checkout events, for the payments area's webhook. */
    events: {
      types: ['checkout.session.completed', 'checkout.session.async_payment_succeeded'],
      handle: apply,
    } satisfies StripeEventHandler,
  };
}

export type InvoicePaymentService = ReturnType<typeof invoicePaymentService>;
