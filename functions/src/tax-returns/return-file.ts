// A return's PDF as its readers fetch it: the stored file (gone once deleted from the vault) and
// the short-lived links every reader gets — the file, its watermarked draft, its signature pages.
import { safeName } from '@portico/common/documents/file-names';
import type { DocumentRecord, DocumentsRepo } from '../documents/documents.module';
import { NotFound } from '../kernel/errors';
import type { Blobs } from '../platform/blobs/blobs';
import type { TaxReturnRecord } from './tax-return-record';

/** As long as a vault preview's link. */
const LINK_MS = 5 * 60_000;
const PDF = 'application/pdf';
export const FILE_GONE = 'The tax return’s file is gone';

/** The vault document holding the return's file; 404 once it is deleted. */
export async function returnDocument(
  documents: DocumentsRepo,
  record: TaxReturnRecord,
): Promise<DocumentRecord> {
  const document = await documents.get(record.firmId, record.documentId);
  if (!document || document.deletedAt) throw new NotFound(FILE_GONE);
  return document;
}

/** A name safe in a header and on any disk, ending in .pdf. */
export const pdfName = (name: string, suffix = '') =>
  safeName(`${name}${suffix}.pdf`, { fallback: 'tax-return.pdf', portable: true });

/** A link that reads the PDF at `path` for five minutes: inline, or saved when `download`. */
export function pdfLink(
  blobs: Blobs,
  path: string,
  fileName: string,
  download = false,
): Promise<string> {
  return blobs.signedReadUrl(path, LINK_MS, { contentType: PDF, fileName, download });
}
