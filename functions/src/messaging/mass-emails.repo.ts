// Mass emails (firms/{firmId}/mass_emails/{id}): what was sent, to whom, by whom, and how far the
// background send has got (`sent_count` recipients handled), so a retried task resumes.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';

export interface MassEmailRecord {
  id: string;
  firmId: string;
  subject: string;
  body: string;
  clientIds: string[];
  createdBy: string;
  createdAt: Date;
  /** How many of `clientIds`, in order, have been handled. */
  sentCount: number;
}

interface MassEmailDoc {
  subject: string;
  body: string;
  client_ids: string[];
  created_by: string;
  created_at: Timestamp;
  sent_count: number;
}

const path = (firmId: string, id: string) => `firms/${firmId}/mass_emails/${id}`;

const fromDoc = (firmId: string, id: string, doc: MassEmailDoc): MassEmailRecord => ({
  id,
  firmId,
  subject: doc.subject,
  body: doc.body,
  clientIds: doc.client_ids,
  createdBy: doc.created_by,
  createdAt: doc.created_at.toDate(),
  sentCount: doc.sent_count,
});

export function massEmailsRepo(db: Db) {
  return {
    async create(record: MassEmailRecord): Promise<void> {
      const doc: MassEmailDoc = {
        subject: record.subject,
        body: record.body,
        client_ids: record.clientIds,
        created_by: record.createdBy,
        created_at: Timestamp.fromDate(record.createdAt),
        sent_count: record.sentCount,
      };
      await db.doc(path(record.firmId, record.id)).create(doc);
    },
    async get(firmId: string, id: string): Promise<MassEmailRecord | null> {
      const snapshot = await db.doc(path(firmId, id)).get();
      return snapshot.exists ? fromDoc(firmId, id, snapshot.data() as MassEmailDoc) : null;
    },
    /** Inside a transaction (a read). */
    async read(tx: DbTransaction, firmId: string, id: string): Promise<MassEmailRecord | null> {
      const snapshot = await tx.get(db.doc(path(firmId, id)));
      return snapshot.exists ? fromDoc(firmId, id, snapshot.data() as MassEmailDoc) : null;
    },
    /** Inside a transaction, after its reads. */
    setSentCount(tx: DbTransaction, record: MassEmailRecord, sentCount: number): void {
      tx.update(db.doc(path(record.firmId, record.id)), { sent_count: sentCount });
    },
  };
}

export type MassEmailsRepo = ReturnType<typeof massEmailsRepo>;
