// Sends to many entities (firms/{firmId}/signature_request_batches/{id}): what was chosen — the
// entities, the PDF (a document of the first), its names and year — and, once read, the PDF's
// facts every request copies (pages, signature lines, SHA-256). Each chunk of entities, once
// handled, leaves a document under `chunks/{n}` with the entities it left out; the requests it made
// carry the batch's id, so progress is a count, never a counter many tasks write at once. The only
// code that touches these collections.
import type { PageSizeDto } from '@portico/common/signature-requests/signature-fields';
import type { SignatureBox } from '@portico/common/signing/signing-trail';
import { Timestamp, type Db } from '../../platform/db/db';
import { recordCollection } from '../../platform/db/record-collection';
import { signatureRequestsPath } from '../signature-requests.repo';

/** Entities one queued task makes and sends requests for. */
export const BATCH_CHUNK_SIZE = 25;

export const batchesPath = (firmId: string) => `firms/${firmId}/signature_request_batches`;

export interface RequestBatchRecord {
  id: string;
  firmId: string;
  companyIds: string[];
  /** The uploaded PDF, a document of the first entity's. */
  documentId: string;
  taxYear: number;
  formName: string;
  documentName: string;
  /** Each signer verifies their identity before signing. */
  identity: boolean;
  portalUrl: string;
  /** `error` when its PDF could not be read; `sending` once its chunks are queued. */
  status: 'processing' | 'sending' | 'error';
  error: string | null;
  pageCount: number | null;
  pageSizes: PageSizeDto[];
  signatureLines: SignatureBox[];
  sha256: string | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

interface RequestBatchDoc {
  company_ids: string[];
  document_id: string;
  tax_year: number;
  form_name: string;
  document_name: string;
  identity_verification: boolean;
  portal_url: string;
  status: RequestBatchRecord['status'];
  error: string | null;
  page_count: number | null;
  page_sizes: PageSizeDto[];
  signature_lines: SignatureBox[];
  sha256: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An entity a chunk left out, and why. */
export interface SkippedEntity {
  company_id: string;
  company_name: string;
  reason: string;
}

const toDoc = (b: RequestBatchRecord): RequestBatchDoc => ({
  company_ids: b.companyIds,
  document_id: b.documentId,
  tax_year: b.taxYear,
  form_name: b.formName,
  document_name: b.documentName,
  identity_verification: b.identity,
  portal_url: b.portalUrl,
  status: b.status,
  error: b.error,
  page_count: b.pageCount,
  page_sizes: b.pageSizes,
  signature_lines: b.signatureLines,
  sha256: b.sha256,
  created_by: b.createdBy,
  created_at: Timestamp.fromDate(b.createdAt),
  updated_at: Timestamp.fromDate(b.updatedAt),
});

const fromDoc = (firmId: string, id: string, d: RequestBatchDoc): RequestBatchRecord => ({
  id,
  firmId,
  companyIds: d.company_ids,
  documentId: d.document_id,
  taxYear: d.tax_year,
  formName: d.form_name,
  documentName: d.document_name,
  identity: d.identity_verification,
  portalUrl: d.portal_url,
  status: d.status,
  error: d.error,
  pageCount: d.page_count,
  pageSizes: d.page_sizes,
  signatureLines: d.signature_lines,
  sha256: d.sha256,
  createdBy: d.created_by,
  createdAt: d.created_at.toDate(),
  updatedAt: d.updated_at.toDate(),
});

/** How many chunks a batch of `total` entities is sent in. */
export const chunkCount = (total: number) => Math.ceil(total / BATCH_CHUNK_SIZE);

export function requestBatchesRepo(db: Db) {
  const batches = recordCollection(db, { path: batchesPath, toDoc, fromDoc });
  const chunks = (b: Pick<RequestBatchRecord, 'firmId' | 'id'>) =>
    db.collection(`${batchesPath(b.firmId)}/${b.id}/chunks`);
  return {
    get: batches.get,
    create: batches.create,
    patch: batches.patch,
    /** A chunk's entities handled: those it left out. Written once per chunk (a retry rewrites it). */
    async chunkDone(b: RequestBatchRecord, chunk: number, skipped: SkippedEntity[], at: Date) {
      await chunks(b)
        .doc(String(chunk))
        .set({ skipped, done_at: Timestamp.fromDate(at) });
    },
    /** What the chunks done so far say: how many, and the entities they left out. */
    async chunksDone(b: RequestBatchRecord): Promise<{ done: number; skipped: SkippedEntity[] }> {
      const snapshot = await chunks(b).get();
      const docs = snapshot.docs
        .sort((x, y) => Number(x.id) - Number(y.id))
        .map((d) => d.data() as { skipped: SkippedEntity[] });
      return { done: docs.length, skipped: docs.flatMap((d) => d.skipped) };
    },
    /** How many requests the batch has made so far (each carries its id). */
    async requestsMade(b: Pick<RequestBatchRecord, 'firmId' | 'id'>): Promise<number> {
      const counted = await db
        .collection(signatureRequestsPath(b.firmId))
        .where('batch_id', '==', b.id)
        .count()
        .get();
      return counted.data().count;
    },
  };
}

export type RequestBatchesRepo = ReturnType<typeof requestBatchesRepo>;
