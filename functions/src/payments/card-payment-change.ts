// What happens to a card payment the portal took after it (issue 45 "refunds or disputes shown to
// staff"): the firm refunds it from its Stripe dashboard (`charge.refunded`), or the payer disputes
// it with their bank (`charge.dispute.created`, then `.updated` / `.closed` as it is decided).
// Stripe's signed events name the charge's PaymentIntent; the card payment recorded when it was
// paid (card-payments.repo.ts) says which firm's record of which payable it paid. The area that
// owns the payable keeps the change on its record, once, and logs it.
import { formatUsd } from '@portico/common/format/money';
import { disputeStatusWords, type CardPaymentDto } from '@portico/common/payments/card-payment';
import { chargeChangeOf, type ChargeChange } from '../platform/payments/payments';
import type { StripeEvent } from '../platform/payments/stripe-events';
import type { CardPayment, CardPaymentsRepo } from './card-payments.repo';
import type { EventOutcome, StripeEventHandler } from './stripe-webhook.service';

/** The events that change a card payment after it was taken. */
export const CARD_PAYMENT_CHANGE_EVENTS = [
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
] as const;

/**
 * The change `event` makes to a card payment of `payable`, with the payment as recorded; null when
 * it is not about one (another payable, or another account than the one that took it).
 */
export async function chargeChangeFor(
  cardPayments: Pick<CardPaymentsRepo, 'get'>,
  event: StripeEvent,
  payable: string,
): Promise<{ change: ChargeChange; paid: CardPayment } | null> {
  const change = chargeChangeOf(event.type, event.object);
  if (!change?.paymentIntentId) return null;
  const paid = await cardPayments.get(change.paymentIntentId);
  if (!paid || paid.payable !== payable || event.account !== paid.accountId) return null;
  return { change, paid };
}

/** A change to a card payment, with the payment as recorded and the event that told it. */
export interface FoundChargeChange {
  change: ChargeChange;
  paid: CardPayment;
  event: StripeEvent;
}

/**
 * The webhook handler of the card-payment changes of `payable`: `keep` takes in each one that is
 * about a payment of it (once: the area keeps the event id with its record), the rest are ignored.
 */
export function cardPaymentChangeHandler(
  cardPayments: Pick<CardPaymentsRepo, 'get'>,
  payable: string,
  keep: (found: FoundChargeChange) => Promise<EventOutcome>,
): StripeEventHandler {
  return {
    types: CARD_PAYMENT_CHANGE_EVENTS,
    async handle(event) {
      const found = await chargeChangeFor(cardPayments, event, payable);
      return found ? keep({ ...found, event }) : 'ignored';
    },
  };
}

type AfterPayment = Pick<CardPaymentDto, 'refund' | 'dispute'>;

/** The card payment after the change, and the line the firm's log says of `what` was paid. */
export function afterChargeChange<P extends AfterPayment>(
  payment: P,
  change: ChargeChange,
  at: Date,
  what = 'Card payment',
): { payment: P; line: string } {
  const amount = change.amountCents / 100;
  if (change.kind === 'refund')
    return {
      payment: { ...payment, refund: { amount, at: at.toISOString() } },
      line: `${what} refunded (${formatUsd(amount)})`,
    };
  const reason = (change.reason ?? 'general').replaceAll('_', ' ');
  const status = change.status ?? 'needs_response';
  return {
    payment: { ...payment, dispute: { amount, reason, status, at: at.toISOString() } },
    line: `${what} disputed (${formatUsd(amount)}, ${reason}): ${disputeStatusWords(status)}`,
  };
}
