// Who receives an entity's notifications: firms/{firmId}/notification_subscriptions/{companyId},
// with the owners' choices and firm staff's (user id → type ids each). Only what someone chose is
// stored; the defaults are the service's business. The only code that touches this collection.
import type { Db, DbTransaction } from '../platform/db/db';

/** User id → the notification type ids they chose. */
export type Subscriptions = Record<string, number[]>;

export interface EntitySubscriptions {
  owners: Subscriptions;
  staff: Subscriptions;
}

/** The maps to write for one entity (a map left out is not touched). */
export interface SubscriptionWrite {
  companyId: string;
  owners?: Subscriptions;
  staff?: Subscriptions;
}

type SubscriptionsDoc = Partial<EntitySubscriptions>;

export function notificationSettingsRepo(db: Db) {
  const ref = (firmId: string, companyId: string) =>
    db.doc(`firms/${firmId}/notification_subscriptions/${companyId}`);
  return {
    /** Inside a transaction: each entity's stored choices (empty maps when none). */
    async readMany(
      tx: DbTransaction,
      firmId: string,
      companyIds: string[],
    ): Promise<EntitySubscriptions[]> {
      if (companyIds.length === 0) return [];
      const snapshots = await tx.getAll(...companyIds.map((id) => ref(firmId, id)));
      return snapshots.map((s) => {
        const doc = (s.exists ? s.data() : {}) as SubscriptionsDoc;
        return { owners: doc.owners ?? {}, staff: doc.staff ?? {} };
      });
    },
    /** Inside a transaction, after its reads. */
    write(tx: DbTransaction, firmId: string, write: SubscriptionWrite): void {
      const doc: SubscriptionsDoc = {
        ...(write.owners && { owners: write.owners }),
        ...(write.staff && { staff: write.staff }),
      };
      tx.set(ref(firmId, write.companyId), doc, { merge: true });
    },
  };
}

export type NotificationSettingsRepo = ReturnType<typeof notificationSettingsRepo>;
