// Who receives an entity's notifications, stored on firms/{firmId}/companies/{id}: owners in
// notification_subscriptions and firm staff in staff_notification_subscriptions (user id → type
// ids each). Only what someone chose is stored; the defaults are the service's business.
import { companiesPath, fromCompanyDoc, type CompanyDoc } from '../people/companies.repo';
import type { CompanyRecord } from '../people/company-record';
import type { UserRecord } from '../people/user-record';
import { fromUserDoc, usersPath, type UserDoc } from '../people/users.repo';
import type { Db, DbTransaction } from '../platform/db/db';

/** User id → the notification type ids they chose. */
export type Subscriptions = Record<string, number[]>;

/** One entity as the subscription rules need it: the record, its owners and what is stored. */
export interface SubscriptionState {
  company: CompanyRecord;
  owners: UserRecord[];
  ownerSubscriptions: Subscriptions;
  staffSubscriptions: Subscriptions;
}

/** The maps to write for one entity (a map left out is not touched). */
export interface SubscriptionWrite {
  companyId: string;
  ownerSubscriptions?: Subscriptions;
  staffSubscriptions?: Subscriptions;
}

type StoredDoc = CompanyDoc & {
  notification_subscriptions?: Subscriptions;
  staff_notification_subscriptions?: Subscriptions;
};

export function notificationSettingsRepo(db: Db) {
  const companyRef = (firmId: string, id: string) => db.doc(`${companiesPath(firmId)}/${id}`);

  /** Reads entities and their owners, inside a transaction when one is given. */
  async function read(
    firmId: string,
    companyIds: string[],
    tx?: DbTransaction,
  ): Promise<(SubscriptionState | null)[]> {
    if (companyIds.length === 0) return [];
    const refs = companyIds.map((id) => companyRef(firmId, id));
    const snapshots = tx ? await tx.getAll(...refs) : await db.getAll(...refs);
    const docs = snapshots.map((s) => (s.exists ? (s.data() as StoredDoc) : null));
    const ownerIds = [...new Set(docs.flatMap((d) => d?.owner_ids ?? []))];
    const ownerRefs = ownerIds.map((id) => db.doc(`${usersPath(firmId)}/${id}`));
    const ownerSnapshots = ownerRefs.length
      ? tx
        ? await tx.getAll(...ownerRefs)
        : await db.getAll(...ownerRefs)
      : [];
    const owners = new Map(
      ownerSnapshots
        .filter((s) => s.exists)
        .map((s) => [s.id, fromUserDoc(firmId, s.id, s.data() as UserDoc)]),
    );
    return docs.map((doc, i) =>
      doc
        ? {
            company: fromCompanyDoc(firmId, snapshots[i]!.id, doc),
            owners: doc.owner_ids.flatMap((id) => owners.get(id) ?? []),
            ownerSubscriptions: doc.notification_subscriptions ?? {},
            staffSubscriptions: doc.staff_notification_subscriptions ?? {},
          }
        : null,
    );
  }

  return {
    async get(firmId: string, companyId: string): Promise<SubscriptionState | null> {
      return (await read(firmId, [companyId]))[0] ?? null;
    },

    /**
     * Reads the entities and their owners in one transaction, lets `decide` check them all (it
     * throws to refuse) and writes what it answers: all of it or, when anything fails, none.
     */
    async change<T>(
      firmId: string,
      companyIds: string[],
      decide: (states: (SubscriptionState | null)[]) => { writes: SubscriptionWrite[]; result: T },
    ): Promise<T> {
      return db.runTransaction(async (tx) => {
        const { writes, result } = decide(await read(firmId, companyIds, tx));
        for (const write of writes) {
          tx.update(companyRef(firmId, write.companyId), {
            ...(write.ownerSubscriptions && {
              notification_subscriptions: write.ownerSubscriptions,
            }),
            ...(write.staffSubscriptions && {
              staff_notification_subscriptions: write.staffSubscriptions,
            }),
          });
        }
        return result;
      });
    },
  };
}

export type NotificationSettingsRepo = ReturnType<typeof notificationSettingsRepo>;
