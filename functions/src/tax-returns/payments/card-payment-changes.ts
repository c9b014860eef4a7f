// What happens to an invoice's card payment after it (issue 45 "refunds or disputes shown to
// staff"): the firm refunds it from its Stripe dashboard (`charge.refunded`), or the payer disputes
// it with their bank (`charge.dispute.created`, then `.updated` / `.closed` as it is decided).
// Stripe's signed events name the charge's PaymentIntent; the card payment recorded when it was
// paid leads to the return. Each is taken in once, on the firm's own account only, kept on the
// invoice's card payment for staff (and a refund for the client) and logged. The invoice stays
// paid: whether a refunded fee is owed again is the firm's call ("Update invoice paid status").
import { formatUsd } from '@portico/common/format/money';
import { disputeStatusWords } from '@portico/common/tax-returns/card-payment-changes';
import type { CardPaymentDto, InvoiceDto } from '@portico/common/tax-returns/tax-return-model';
import type { ActivityRepo } from '../../activity/activity.module';
import type { FirmRepo } from '../../firm/firm.module';
import type {
  CardPaymentsRepo,
  EventOutcome,
  ProcessedEventsRepo,
  StripeEventHandler,
} from '../../payments/payments.module';
import { chargeChangeOf, type ChargeChange } from '../../platform/payments/payments';
import type { StripeEvent } from '../../platform/payments/stripe-events';
import { returnLine } from '../return-notes';
import type { ReturnServiceDeps } from '../return-service-deps';
import { INVOICE_PAYABLE } from './invoice-payment.service';

interface Deps extends Pick<ReturnServiceDeps, 'db' | 'returns' | 'clock'> {
  firms: FirmRepo;
  activity: ActivityRepo;
  processedEvents: ProcessedEventsRepo;
  cardPayments: CardPaymentsRepo;
}

/** The card payment after the change, and the line the firm's log says. */
function changed(
  payment: CardPaymentDto,
  change: ChargeChange,
  at: Date,
): { payment: CardPaymentDto; line: string } {
  const amount = change.amountCents / 100;
  if (change.kind === 'refund')
    return {
      payment: { ...payment, refund: { amount, at: at.toISOString() } },
      line: `Card payment refunded (${formatUsd(amount)})`,
    };
  const reason = (change.reason ?? 'general').replaceAll('_', ' ');
  const status = change.status ?? 'needs_response';
  return {
    payment: { ...payment, dispute: { amount, reason, status, at: at.toISOString() } },
    line: `Card payment disputed (${formatUsd(amount)}, ${reason}): ${disputeStatusWords(status)}`,
  };
}

export function cardPaymentChanges(deps: Deps) {
  async function apply(event: StripeEvent): Promise<EventOutcome> {
    const change = chargeChangeOf(event.type, event.object);
    if (!change?.paymentIntentId) return 'ignored';
    const paid = await deps.cardPayments.get(change.paymentIntentId);
    if (!paid || paid.payable !== INVOICE_PAYABLE || event.account !== paid.accountId)
      return 'ignored';
    const firm = await deps.firms.get(paid.firmId);
    if (!firm) return 'ignored';
    return deps.db.runTransaction(async (tx) => {
      const current = await deps.returns.read(tx, paid.firmId, paid.recordId);
      return deps.processedEvents.applyOnce(tx, paid.firmId, event, () => {
        const payment = current?.invoice?.card_payment;
        if (!current?.invoice || !payment) return 'ignored';
        const now = deps.clock.now();
        const next = changed(payment, change, now);
        const invoice: InvoiceDto = { ...current.invoice, card_payment: next.payment };
        const updated = deps.returns.update(tx, current, { invoice, updatedAt: now });
        deps.activity.plan(tx, returnLine(updated, next.line, null, now)).apply();
        return 'applied';
      });
    });
  }

  return {
    events: {
      types: [
        'charge.refunded',
        'charge.dispute.created',
        'charge.dispute.updated',
        'charge.dispute.closed',
      ],
      handle: apply,
    } satisfies StripeEventHandler,
  };
}
