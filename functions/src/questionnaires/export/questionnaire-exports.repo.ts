// Questionnaire exports made in the background (firms/{firmId}/questionnaire_exports/{id}): who
// asked, with which options and on which day (the default file names carry it), how far it has
// come, and where the file stands — processing, ready (its blob), failed (why), or expired (its
// file deleted after EXPORT_KEPT_DAYS). The only code that touches this collection.
import type { ExportQuestionnairesInput } from '@portico/common/questionnaires/export';
import { expiringRecords, expiryOf } from '../../platform/blobs/expiring-files';
import { Timestamp, type Db, type DbTransaction } from '../../platform/db/db';
import { recordCollection } from '../../platform/db/record-collection';

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

const toDoc = (r: QuestionnaireExportRecord): ExportDoc => ({
  requested_by: r.requestedBy,
  input: r.input,
  date: r.date,
  file_name: r.fileName,
  status: r.status,
  done: r.done,
  total: r.total,
  error: r.error,
  blob_path: r.blobPath,
  created_at: Timestamp.fromDate(r.createdAt),
  expires_at: Timestamp.fromDate(expiryOf(r.createdAt)),
});

const GROUP = 'questionnaire_exports';

export function questionnaireExportsRepo(db: Db) {
  const exports = recordCollection(db, {
    path: (firmId) => `firms/${firmId}/${GROUP}`,
    toDoc,
    fromDoc,
  });
  return {
    create: exports.create,
    get: exports.get,
    /** Inside a transaction (a read). */
    read: exports.read,
    /** How many questionnaires are written (a progress mark; the outcome is `finish`'s). */
    async progress(record: QuestionnaireExportRecord, done: number): Promise<void> {
      await exports.patch(record.firmId, record.id, { done });
    },
    /** Exports whose file is due to be deleted, and their marking once it is. */
    ...expiringRecords(db, GROUP, (firmId, id, data) => fromDoc(firmId, id, data as ExportDoc)),
    /** Inside a transaction, after its reads: the export is ready at `blobPath`, or failed. */
    finish(
      tx: DbTransaction,
      record: QuestionnaireExportRecord,
      outcome: { status: 'ready'; blobPath: string } | { status: 'failed'; error: string },
    ): void {
      exports.update(
        tx,
        record,
        outcome.status === 'ready'
          ? { status: 'ready', done: record.total, error: null, blobPath: outcome.blobPath }
          : { status: 'failed', error: outcome.error, blobPath: null },
      );
    },
  };
}

export type QuestionnaireExportsRepo = ReturnType<typeof questionnaireExportsRepo>;
