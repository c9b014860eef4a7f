// Each user's notifications: firms/{firmId}/notifications/{id}, one document per recipient, with
// the search keys of its text and entity name. The only code that touches this collection.
import { addTextTokens, searchText, type SearchLookup } from '../kernel/search-tokens';
import { Timestamp, type Db, type DbQuery, type DbTransaction } from '../platform/db/db';

export interface NotificationRecord {
  id: string;
  firmId: string;
  userId: string;
  typeId: number;
  text: string;
  link: string;
  clientName: string;
  companyId: string | null;
  createdAt: Date;
  dismissed: boolean;
}

interface NotificationDoc {
  user_id: string;
  type_id: number;
  text: string;
  link: string;
  client_name: string;
  company_id: string | null;
  created_at: Timestamp;
  dismissed: boolean;
  dismissed_at: Timestamp | null;
  search_tokens: string[];
  search_text: string;
}

export interface NotificationFilter {
  firmId: string;
  userId: string;
  /** Only those not dismissed. */
  unread: boolean;
  typeId: number | null;
  search: SearchLookup | null;
}

/** A searched list is read whole up to this many (a user's matches), then paged. */
const MAX_SEARCHED = 1000;
/** Dismiss all updates this many a batch (Firestore's cap). */
const DISMISS_BATCH = 500;

const toRecord = (firmId: string, id: string, doc: NotificationDoc): NotificationRecord => ({
  id,
  firmId,
  userId: doc.user_id,
  typeId: doc.type_id,
  text: doc.text,
  link: doc.link,
  clientName: doc.client_name,
  companyId: doc.company_id,
  createdAt: doc.created_at.toDate(),
  dismissed: doc.dismissed,
});

function toDoc(record: NotificationRecord): NotificationDoc {
  const tokens = new Set<string>();
  addTextTokens(record.text, tokens);
  addTextTokens(record.clientName, tokens);
  return {
    user_id: record.userId,
    type_id: record.typeId,
    text: record.text,
    link: record.link,
    client_name: record.clientName,
    company_id: record.companyId,
    created_at: Timestamp.fromDate(record.createdAt),
    dismissed: record.dismissed,
    dismissed_at: null,
    search_tokens: [...tokens],
    search_text: searchText([record.text, record.clientName]),
  };
}

export function notificationsRepo(db: Db) {
  const path = (firmId: string) => `firms/${firmId}/notifications`;
  const mine = (firmId: string, userId: string) =>
    db.collection(path(firmId)).where('user_id', '==', userId);
  /** The filters that a query can apply (the search's longer term is checked after). */
  function filtered(f: NotificationFilter): DbQuery {
    let query = mine(f.firmId, f.userId);
    if (f.unread) query = query.where('dismissed', '==', false);
    if (f.typeId !== null) query = query.where('type_id', '==', f.typeId);
    if (f.search) query = query.where('search_tokens', 'array-contains', f.search.token);
    return query;
  }
  const records = (firmId: string, docs: { id: string; data(): unknown }[]) =>
    docs.map((d) => toRecord(firmId, d.id, d.data() as NotificationDoc));

  return {
    /** Inside a transaction, after its reads: a new notification (an id is made unless given). */
    insert(tx: DbTransaction, record: Omit<NotificationRecord, 'id'> & { id?: string }): void {
      const collection = db.collection(path(record.firmId));
      const ref = record.id ? collection.doc(record.id) : collection.doc();
      tx.create(ref, toDoc({ ...record, id: ref.id }));
    },

    /** One page (from 1) of the matching notifications, newest first, and how many match. */
    async page(
      f: NotificationFilter,
      page: number,
      size: number,
    ): Promise<{ records: NotificationRecord[]; total: number }> {
      const newest = filtered(f).orderBy('created_at', 'desc');
      const check = f.search?.check;
      if (check) {
        const found = await newest.limit(MAX_SEARCHED).get();
        const hits = found.docs.filter((d) =>
          (d.data() as NotificationDoc).search_text.includes(check),
        );
        return {
          records: records(f.firmId, hits.slice((page - 1) * size, page * size)),
          total: hits.length,
        };
      }
      const [found, counted] = await Promise.all([
        newest
          .offset((page - 1) * size)
          .limit(size)
          .get(),
        filtered(f).count().get(),
      ]);
      return { records: records(f.firmId, found.docs), total: counted.data().count };
    },

    async unreadCount(firmId: string, userId: string): Promise<number> {
      const counted = await mine(firmId, userId).where('dismissed', '==', false).count().get();
      return counted.data().count;
    },

    async get(firmId: string, id: string): Promise<NotificationRecord | null> {
      const snapshot = await db.doc(`${path(firmId)}/${id}`).get();
      return snapshot.exists ? toRecord(firmId, id, snapshot.data() as NotificationDoc) : null;
    },

    async dismiss(record: NotificationRecord, at: Date): Promise<void> {
      if (record.dismissed) return;
      await db
        .doc(`${path(record.firmId)}/${record.id}`)
        .update({ dismissed: true, dismissed_at: Timestamp.fromDate(at) });
    },

    /** Every notification of the user not dismissed yet, a batch at a time; answers how many. */
    async dismissAll(firmId: string, userId: string, at: Date): Promise<number> {
      let dismissed = 0;
      for (;;) {
        const open = await mine(firmId, userId)
          .where('dismissed', '==', false)
          .limit(DISMISS_BATCH)
          .get();
        if (open.empty) return dismissed;
        const batch = db.batch();
        for (const doc of open.docs)
          batch.update(doc.ref, { dismissed: true, dismissed_at: Timestamp.fromDate(at) });
        await batch.commit();
        dismissed += open.size;
      }
    },
  };
}

export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
