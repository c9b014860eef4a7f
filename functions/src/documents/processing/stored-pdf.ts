// A vault document read as a PDF for work on it in the background (a return or a signature request
// being processed): its bytes and its pages' sizes, or null when it is gone or cannot be opened.
import type { Ports } from '../../platform/ports';
import { documentsRepo } from '../documents.repo';

export async function readStoredPdf(
  ports: Pick<Ports, 'db' | 'blobs'>,
  firmId: string,
  documentId: string,
): Promise<{
  bytes: Uint8Array;
  pageCount: number;
  /** Each page's size in points, first page first. */
  pageSizes: { width: number; height: number }[];
} | null> {
  const document = await documentsRepo(ports.db).get(firmId, documentId);
  const stored = document && !document.deletedAt ? await ports.blobs.get(document.blobPath) : null;
  if (!stored) return null;
  try {
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(stored.bytes, { updateMetadata: false });
    const pageSizes = pdf.getPages().map((page) => page.getSize());
    return { bytes: stored.bytes, pageCount: pageSizes.length, pageSizes };
  } catch {
    return null;
  }
}
