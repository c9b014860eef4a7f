// A vault document read as a PDF for work on it in the background (a return or a signature request
// being processed): its bytes and its pages, or null when it is gone or cannot be opened.
import { PDFDocument } from 'pdf-lib';
import type { Ports } from '../../platform/ports';
import { documentsRepo } from '../documents.repo';

export async function readStoredPdf(
  ports: Pick<Ports, 'db' | 'blobs'>,
  firmId: string,
  documentId: string,
): Promise<{ bytes: Uint8Array; pageCount: number } | null> {
  const document = await documentsRepo(ports.db).get(firmId, documentId);
  const stored = document && !document.deletedAt ? await ports.blobs.get(document.blobPath) : null;
  if (!stored) return null;
  try {
    const pdf = await PDFDocument.load(stored.bytes, { updateMetadata: false });
    return { bytes: stored.bytes, pageCount: pdf.getPageCount() };
  } catch {
    return null;
  }
}
