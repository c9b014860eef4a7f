// An invoice's card payment after it was paid (issue 45 "refunds or disputes shown to staff"): a
// refund or dispute on the firm's account (payments' card-payment-change.ts) finds the return,
// is taken in once, kept on the invoice's card payment for staff (and a refund for the client) and
// logged. The invoice stays paid: whether a refunded fee is owed again is the firm's call
// ("Update invoice paid status").
import type { InvoiceDto } from '@portico/common/tax-returns/tax-return-model';
import type { ActivityRepo } from '../../activity/activity.module';
import {
  afterChargeChange,
  cardPaymentChangeHandler,
  type CardPaymentsRepo,
  type ProcessedEventsRepo,
} from '../../payments/payments.module';
import { returnLine } from '../return-notes';
import type { ReturnServiceDeps } from '../return-service-deps';
import { INVOICE_PAYABLE } from './invoice-payment.service';

interface Deps extends Pick<ReturnServiceDeps, 'db' | 'returns' | 'clock'> {
  activity: ActivityRepo;
  processedEvents: ProcessedEventsRepo;
  cardPayments: CardPaymentsRepo;
}

export function cardPaymentChanges(deps: Deps) {
  const events = cardPaymentChangeHandler(
    deps.cardPayments,
    INVOICE_PAYABLE,
    ({ change, paid, event }) =>
      deps.db.runTransaction(async (tx) => {
        const current = await deps.returns.read(tx, paid.firmId, paid.recordId);
        return deps.processedEvents.applyOnce(tx, paid.firmId, event, () => {
          const payment = current?.invoice?.card_payment;
          if (!current?.invoice || !payment) return 'ignored';
          const now = deps.clock.now();
          const next = afterChargeChange(payment, change, now);
          const invoice: InvoiceDto = { ...current.invoice, card_payment: next.payment };
          const updated = deps.returns.update(tx, current, { invoice, updatedAt: now });
          deps.activity.plan(tx, returnLine(updated, next.line, null, now)).apply();
          return 'applied';
        });
      }),
  );
  return { events };
}
