// What is kept of a signed document after it is deleted (firms/{f}/signing_retention/{trailId}):
// the IRS asks a firm to keep an e-signed Form 8879's record for three years, so deleting a return
// removes it from view but never its trail, signatures or sealed copies; this record names them,
// why they are kept, and until when. Written in the transaction that deletes the document.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import type { TrailRef } from './signing-trail.repo';

/** How long a deleted document's signed records are kept (the IRS's three years for Form 8879). */
export const RETENTION_YEARS = 3;

/** The day a record deleted `now` may go. */
export function keptUntil(now: Date): Date {
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
  return until;
}

export interface RetentionRecord {
  /** What was signed, as it was named ("2025 Form 1040 (2025)"), and for whom. */
  documentName: string;
  subjectName: string;
  deletedAt: Date;
  deletedBy: string;
  keepUntil: Date;
  /** The sealed copies kept, each with its SHA-256. */
  sealedFiles: { name: string; path: string; sha256: string }[];
  reason: string;
}

export function retentionRecordsRepo(db: Db) {
  return {
    /** After the reads: the record of what stays of the trail's document. */
    put(tx: DbTransaction, trail: TrailRef, r: RetentionRecord): void {
      tx.set(db.collection(`firms/${trail.firmId}/signing_retention`).doc(trail.trailId), {
        document_name: r.documentName,
        subject_name: r.subjectName,
        deleted_at: Timestamp.fromDate(r.deletedAt),
        deleted_by: r.deletedBy,
        keep_until: Timestamp.fromDate(r.keepUntil),
        sealed_files: r.sealedFiles,
        reason: r.reason,
      });
    },
  };
}
