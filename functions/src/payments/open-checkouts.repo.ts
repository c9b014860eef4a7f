// The checkout sessions the portal opened and has not seen settle (open_checkouts/{sessionId}):
// written when a payer is sent to a checkout page, read by the reconciliation job, which asks Stripe
// about each one still open 15 minutes on, in case its event never arrived. The only code that
// touches the collection.
import { Timestamp, type Db } from '../platform/db/db';

export interface OpenCheckout {
  sessionId: string;
  firmId: string;
  /** The firm's connected account the session is on. */
  accountId: string;
  /** What it pays ('deposit', 'tax_return_invoice') and its record's id. */
  payable: string;
  recordId: string;
  openedAt: Date;
}

interface OpenCheckoutDoc {
  firm_id: string;
  account_id: string;
  payable: string;
  record_id: string;
  opened_at: Timestamp;
}

export function openCheckoutsRepo(db: Db) {
  const ref = (sessionId: string) => db.doc(`open_checkouts/${encodeURIComponent(sessionId)}`);
  return {
    async open(checkout: OpenCheckout): Promise<void> {
      const doc: OpenCheckoutDoc = {
        firm_id: checkout.firmId,
        account_id: checkout.accountId,
        payable: checkout.payable,
        record_id: checkout.recordId,
        opened_at: Timestamp.fromDate(checkout.openedAt),
      };
      await ref(checkout.sessionId).set(doc);
    },
    /** Those opened before `before`, oldest first. */
    async openedBefore(before: Date, limit: number): Promise<OpenCheckout[]> {
      const snapshot = await db
        .collection('open_checkouts')
        .where('opened_at', '<', Timestamp.fromDate(before))
        .orderBy('opened_at')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => {
        const data = doc.data() as OpenCheckoutDoc;
        return {
          sessionId: decodeURIComponent(doc.id),
          firmId: data.firm_id,
          accountId: data.account_id,
          payable: data.payable,
          recordId: data.record_id,
          openedAt: data.opened_at.toDate(),
        };
      });
    },
    /** Settled or expired: nothing more to ask. */
    async close(sessionId: string): Promise<void> {
      await ref(sessionId).delete();
    },
  };
}

export type OpenCheckoutsRepo = ReturnType<typeof openCheckoutsRepo>;
