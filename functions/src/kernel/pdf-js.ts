// A PDF opened with PDF.js (pdfjs-dist's Node build) for reading — the pages' texts, where the
// signature lines are — and closed however the reading ends. pdfjs-dist 4 here, as version 5 and
// later need Node 22 (the web app's viewer uses the newest).
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function withPdfJs<T>(
  bytes: Uint8Array,
  read: (pdf: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // PDF.js takes ownership of the buffer it is given: a copy, so the caller's bytes stay whole.
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    return await read(pdf);
  } finally {
    await pdf.destroy();
  }
}
