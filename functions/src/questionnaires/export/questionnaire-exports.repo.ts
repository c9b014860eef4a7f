// Questionnaire exports made in the background (firms/{firmId}/questionnaire_exports/{id}): who
// asked, with which options and on which day (the default file names carry it), how far it has
// come, and where the file stands — processing, ready (its blob), failed (why), or expired (its
// file deleted after EXPORT_KEPT_DAYS). The only code that touches this collection.
import type { ExportQuestionnairesInput } from '@portico/common/questionnaires/export';
import { expiringRecords, expiryOf } from '../../platform/blobs/expiring-files';
import { Timestamp, type Db, type DbTransaction } from '../../platform/db/db';

export type QuestionnaireExportStatus = 'processing' | 'ready' | 'failed' | 'expired';

export interface QuestionnaireExportRecord {
  id: string;
  firmId: string;
  requestedBy: string;
  input: ExportQuestionnairesInput;
  /** The requester's day (YYYY-MM-DD) when asked. */
  date: string;
  fileName: string;
  status: QuestionnaireExportStatus;
  done: number;
  total: number;
  error: string | null;
  blobPath: string | null;
  createdAt: Date;
}

interface ExportDoc {
  requested_by: string;
  input: ExportQuestionnairesInput;
  date: string;
  file_name: string;
  status: QuestionnaireExportStatus;
  done: number;
  total: number;
  error: string | null;
  blob_path: string | null;
  created_at: Timestamp;
  /** When its file is deleted (platform/blobs/expiring-files.ts); null once it has been. */
  expires_at: Timestamp | null;
}

const path = (firmId: string, id: string) => `firms/${firmId}/questionnaire_exports/${id}`;

const fromDoc = (firmId: string, id: string, doc: ExportDoc): QuestionnaireExportRecord => ({
  id,
  firmId,
  requestedBy: doc.requested_by,
  input: doc.input,
  date: doc.date,
  fileName: doc.file_name,
  status: doc.status,
  done: doc.done,
  total: doc.total,
  error: doc.error,
  blobPath: doc.blob_path,
  createdAt: doc.created_at.toDate(),
});

export function questionnaireExportsRepo(db: Db) {
  return {
    async create(record: QuestionnaireExportRecord): Promise<void> {
      const doc: ExportDoc = {
        requested_by: record.requestedBy,
        input: record.input,
        date: record.date,
        file_name: record.fileName,
        status: record.status,
        done: record.done,
        total: record.total,
        error: record.error,
        blob_path: record.blobPath,
        created_at: Timestamp.fromDate(record.createdAt),
        expires_at: Timestamp.fromDate(expiryOf(record.createdAt)),
      };
      await db.doc(path(record.firmId, record.id)).create(doc);
    },
    async get(firmId: string, id: string): Promise<QuestionnaireExportRecord | null> {
      const snapshot = await db.doc(path(firmId, id)).get();
      return snapshot.exists ? fromDoc(firmId, id, snapshot.data() as ExportDoc) : null;
    },
    /** Inside a transaction (a read). */
    async read(
      tx: DbTransaction,
      firmId: string,
      id: string,
    ): Promise<QuestionnaireExportRecord | null> {
      const snapshot = await tx.get(db.doc(path(firmId, id)));
      return snapshot.exists ? fromDoc(firmId, id, snapshot.data() as ExportDoc) : null;
    },
    /** How many questionnaires are written (a progress mark; the outcome is `finish`'s). */
    async progress(record: QuestionnaireExportRecord, done: number): Promise<void> {
      await db.doc(path(record.firmId, record.id)).update({ done });
    },
    /** Exports whose file is due to be deleted, and their marking once it is. */
    ...expiringRecords(db, 'questionnaire_exports', (firmId, id, data) =>
      fromDoc(firmId, id, data as ExportDoc),
    ),
    /** Inside a transaction, after its reads: the export is ready at `blobPath`, or failed. */
    finish(
      tx: DbTransaction,
      record: QuestionnaireExportRecord,
      outcome: { status: 'ready'; blobPath: string } | { status: 'failed'; error: string },
    ): void {
      tx.update(db.doc(path(record.firmId, record.id)), {
        status: outcome.status,
        done: outcome.status === 'ready' ? record.total : record.done,
        error: outcome.status === 'failed' ? outcome.error : null,
        blob_path: outcome.status === 'ready' ? outcome.blobPath : null,
      });
    },
  };
}

export type QuestionnaireExportsRepo = ReturnType<typeof questionnaireExportsRepo>;
