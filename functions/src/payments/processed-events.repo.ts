// The Stripe events a firm's records have taken in (firms/{firmId}/stripe_events/{eventId}): one
// document per event, written in the same transaction as the change the event made, so an event
// delivered again (Stripe retries, a replay) finds its document and changes nothing. The only code
// that touches the collection.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import type { StripeEvent } from '../platform/payments/stripe-events';
import type { EventOutcome } from './stripe-webhook.service';

export function processedEventsRepo(db: Db, now: () => Date) {
  const events = (firmId: string) => db.collection(`firms/${firmId}/stripe_events`);
  const remember = (tx: DbTransaction, firmId: string, event: StripeEvent) =>
    tx.set(events(firmId).doc(event.id), {
      type: event.type,
      account: event.account,
      created: Timestamp.fromDate(event.created),
      received_at: Timestamp.fromDate(now()),
    });
  return {
    /** Whether the event is new to the firm (a read: with the transaction's other reads). */
    async isNew(tx: DbTransaction, firmId: string, event: StripeEvent): Promise<boolean> {
      return !(await tx.get(events(firmId).doc(event.id))).exists;
    },
    /** After the reads: the event is taken in, with the change it made. */
    remember,
    /**
     * Claims the event and makes its change (writes only: call it after the transaction's other
     * reads); 'duplicate' without a change when it was taken in before. The event is remembered
     * whatever `change` answers, so a replay never applies it later.
     */
    async applyOnce(
      tx: DbTransaction,
      firmId: string,
      event: StripeEvent,
      change: () => EventOutcome,
    ): Promise<EventOutcome> {
      if ((await tx.get(events(firmId).doc(event.id))).exists) return 'duplicate';
      remember(tx, firmId, event);
      return change();
    },
  };
}

export type ProcessedEventsRepo = ReturnType<typeof processedEventsRepo>;
