// The Stripe events a firm's records have taken in (firms/{firmId}/stripe_events/{eventId}): one
// document per event, written in the same transaction as the change the event made, so an event
// delivered again (Stripe retries, a replay) finds its document and changes nothing. The only code
// that touches the collection.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import type { StripeEvent } from '../platform/payments/stripe-events';

export function processedEventsRepo(db: Db, now: () => Date) {
  const events = (firmId: string) => db.collection(`firms/${firmId}/stripe_events`);
  return {
    /**
     * Claims the event for this transaction: false when it was taken in before (then the caller
     * changes nothing). Read first, so call it with the transaction's other reads.
     */
    async claim(tx: DbTransaction, firmId: string, event: StripeEvent): Promise<boolean> {
      const ref = events(firmId).doc(event.id);
      if ((await tx.get(ref)).exists) return false;
      tx.set(ref, {
        type: event.type,
        account: event.account,
        created: Timestamp.fromDate(event.created),
        received_at: Timestamp.fromDate(now()),
      });
      return true;
    },
  };
}

export type ProcessedEventsRepo = ReturnType<typeof processedEventsRepo>;
