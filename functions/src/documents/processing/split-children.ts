// Child documents cut out of a PDF (issue 15 items 6 and 7): each holds some of its parent's pages,
// sits beside it in its folder, and names it in its recognition (`parent_document_id`,
// `parent_pages`). Recognition makes them when it finds several forms; a firm user makes them by
// hand in the split review. Their bytes are written here; their records are stored by the caller,
// in the transaction that also changes the parent.
import { createHash } from 'node:crypto';
import type { PDFDocument } from 'pdf-lib';
import type { ExtractionStatus } from '@portico/common/documents/tax-forms';
import { splitExtension } from '@portico/common/documents/vault';
import type { Blobs } from '../../platform/blobs/blobs';
import { vaultBlobPath, type DocumentRecognition, type DocumentRecord } from '../document-record';

export interface ChildPart {
  id: string;
  /** With its extension. */
  name: string;
  documentType: string | null;
  /** Page numbers of the parent, from 1, in order. */
  pages: number[];
  status: ExtractionStatus;
  /** Read from its first page, when recognition read it. */
  taxYear?: number | null;
  payer?: string | null;
}

/** '1-3' or '5': a child's pages as its name shows them. */
const pageRange = (pages: number[]) =>
  pages.length === 1 ? `page ${pages[0]}` : `pages ${pages[0]}-${pages.at(-1)}`;

/** A child's name without its extension: the parent's, with the form it holds ('Scan (W-2)'). */
export const childBaseName = (
  parentName: string,
  part: { documentType: string | null; pages: number[] },
) => `${splitExtension(parentName).base} (${part.documentType ?? pageRange(part.pages)})`;

export const recognized = (
  status: DocumentRecognition['status'],
  patch: Partial<DocumentRecognition> = {},
): DocumentRecognition => ({
  status,
  documentType: null,
  pageCount: null,
  parentDocumentId: null,
  parentPages: null,
  categorizedByAi: false,
  taxYear: null,
  payer: null,
  pageForms: null,
  ...patch,
});

async function pagesOf(source: PDFDocument, pages: number[]): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const child = await PDFDocument.create();
  for (const page of await child.copyPages(
    source,
    pages.map((p) => p - 1),
  ))
    child.addPage(page);
  return child.save();
}

/**
 * Writes each part's PDF to the blob store and gives the records to store (none stored yet). When
 * one cannot be written, those that were are taken back before the error goes on.
 */
export async function writeChildren(
  blobs: Blobs,
  parent: DocumentRecord,
  source: PDFDocument,
  parts: ChildPart[],
  now: Date,
): Promise<DocumentRecord[]> {
  const written = await Promise.allSettled(
    parts.map(async (part): Promise<DocumentRecord> => {
      const bytes = await pagesOf(source, part.pages);
      const blobPath = vaultBlobPath(parent.firmId, parent.companyId, part.id);
      await blobs.put(blobPath, bytes, 'application/pdf');
      return {
        ...parent,
        id: part.id,
        name: part.name,
        blobPath,
        contentType: 'application/pdf',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        description: '',
        tagIds: [],
        // A question's upload stays the answer; its forms belong to the same questionnaire (not
        // loose uploads for the Unattached tab), in no question of it.
        questionnaireId: parent.questionnaireId,
        questionId: null,
        markedAsOthers: false,
        recognition: recognized(part.status, {
          documentType: part.documentType,
          pageCount: part.pages.length,
          parentDocumentId: parent.id,
          parentPages: part.pages,
          taxYear: part.taxYear ?? null,
          payer: part.payer ?? null,
        }),
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      };
    }),
  );
  const children = written.flatMap((w) => (w.status === 'fulfilled' ? [w.value] : []));
  const failed = written.find((w) => w.status === 'rejected');
  if (failed) {
    await discardChildren(blobs, children);
    throw failed.reason;
  }
  return children;
}

/** Takes back what writeChildren wrote, when the change that was to keep it failed. */
export async function discardChildren(blobs: Blobs, children: DocumentRecord[]): Promise<void> {
  await Promise.all(children.map((c) => blobs.delete(c.blobPath).catch(() => undefined)));
}
