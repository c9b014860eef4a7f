// Conversation PDFs made in the background (firms/{firmId}/conversation_exports/{id}): who asked,
// for which conversation and days, and where the file stands — processing, ready (its blob),
// failed, or expired (its file deleted after EXPORT_KEPT_DAYS). The only code that touches this
// collection.
import { expiringRecords, expiryOf } from '../platform/blobs/expiring-files';
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';

export type ExportStatus = 'processing' | 'ready' | 'failed' | 'expired';

export interface ConversationExportRecord {
  id: string;
  firmId: string;
  conversationId: string;
  requestedBy: string;
  /** The first day and the day after the last (UTC), or null for all time. */
  from: Date | null;
  to: Date | null;
  /** The days as the requester chose them ('all time', '01-11-2026 to 30-11-2026'). */
  span: string;
  fileName: string;
  status: ExportStatus;
  blobPath: string | null;
  createdAt: Date;
}

interface ExportDoc {
  conversation_id: string;
  requested_by: string;
  from: Timestamp | null;
  to: Timestamp | null;
  span: string;
  file_name: string;
  status: ExportStatus;
  blob_path: string | null;
  created_at: Timestamp;
  /** When its file is deleted (platform/blobs/expiring-files.ts); null once it has been. */
  expires_at?: Timestamp | null;
}

const path = (firmId: string, id: string) => `firms/${firmId}/conversation_exports/${id}`;
const stamp = (d: Date | null) => (d ? Timestamp.fromDate(d) : null);

const fromDoc = (firmId: string, id: string, doc: ExportDoc): ConversationExportRecord => ({
  id,
  firmId,
  conversationId: doc.conversation_id,
  requestedBy: doc.requested_by,
  from: doc.from?.toDate() ?? null,
  to: doc.to?.toDate() ?? null,
  span: doc.span,
  fileName: doc.file_name,
  status: doc.status,
  blobPath: doc.blob_path,
  createdAt: doc.created_at.toDate(),
});

export function conversationExportsRepo(db: Db) {
  return {
    async create(record: ConversationExportRecord): Promise<void> {
      const doc: ExportDoc = {
        conversation_id: record.conversationId,
        requested_by: record.requestedBy,
        from: stamp(record.from),
        to: stamp(record.to),
        span: record.span,
        file_name: record.fileName,
        status: record.status,
        blob_path: record.blobPath,
        created_at: Timestamp.fromDate(record.createdAt),
        expires_at: Timestamp.fromDate(expiryOf(record.createdAt)),
      };
      await db.doc(path(record.firmId, record.id)).create(doc);
    },
    async get(firmId: string, id: string): Promise<ConversationExportRecord | null> {
      const snapshot = await db.doc(path(firmId, id)).get();
      return snapshot.exists ? fromDoc(firmId, id, snapshot.data() as ExportDoc) : null;
    },
    /** Inside a transaction (a read). */
    async read(
      tx: DbTransaction,
      firmId: string,
      id: string,
    ): Promise<ConversationExportRecord | null> {
      const snapshot = await tx.get(db.doc(path(firmId, id)));
      return snapshot.exists ? fromDoc(firmId, id, snapshot.data() as ExportDoc) : null;
    },
    /** Exports whose file is due to be deleted, and their marking once it is. */
    ...expiringRecords(db, 'conversation_exports', (firmId, id, data) =>
      fromDoc(firmId, id, data as ExportDoc),
    ),
    /** Inside a transaction, after its reads: the export is ready at `blobPath`, or failed. */
    finish(
      tx: DbTransaction,
      record: ConversationExportRecord,
      outcome: { status: 'ready'; blobPath: string } | { status: 'failed' },
    ): void {
      tx.update(db.doc(path(record.firmId, record.id)), {
        status: outcome.status,
        blob_path: outcome.status === 'ready' ? outcome.blobPath : null,
      });
    },
  };
}

export type ConversationExportsRepo = ReturnType<typeof conversationExportsRepo>;
