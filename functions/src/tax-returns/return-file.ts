// A return's PDF as its readers fetch it: the stored file (gone once deleted from the vault) and
// the names its links give it (the links: documents/pdf-link.ts).
import { safeName } from '@portico/common/documents/file-names';
import type { DocumentRecord, DocumentsRepo } from '../documents/documents.module';
import { NotFound } from '../kernel/errors';
import type { TaxReturnRecord } from './tax-return-record';

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
