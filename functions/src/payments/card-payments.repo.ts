// The card payments the portal took (card_payments/{paymentIntentId}): which firm's record each
// paid, on which connected account, written with the change the payment made. Stripe's refund and
// dispute events name only the charge's PaymentIntent; this is how they find the record.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';

export interface CardPayment {
  firmId: string;
  /** The connected account that took it: only its events may change the record. */
  accountId: string;
  /** What was paid (the checkout's `payable`: 'tax_return_invoice', …) and its record's id. */
  payable: string;
  recordId: string;
}

interface CardPaymentDoc {
  firm_id: string;
  account_id: string;
  payable: string;
  record_id: string;
  paid_at: Timestamp;
}

export function cardPaymentsRepo(db: Db) {
  const ref = (paymentIntentId: string) =>
    db.doc(`card_payments/${encodeURIComponent(paymentIntentId)}`);
  return {
    record(tx: DbTransaction, paymentIntentId: string, payment: CardPayment, at: Date): void {
      const doc: CardPaymentDoc = {
        firm_id: payment.firmId,
        account_id: payment.accountId,
        payable: payment.payable,
        record_id: payment.recordId,
        paid_at: Timestamp.fromDate(at),
      };
      tx.set(ref(paymentIntentId), doc);
    },
    async get(paymentIntentId: string): Promise<CardPayment | null> {
      const snapshot = await ref(paymentIntentId).get();
      if (!snapshot.exists) return null;
      const doc = snapshot.data() as CardPaymentDoc;
      return {
        firmId: doc.firm_id,
        accountId: doc.account_id,
        payable: doc.payable,
        recordId: doc.record_id,
      };
    },
  };
}

export type CardPaymentsRepo = ReturnType<typeof cardPaymentsRepo>;
