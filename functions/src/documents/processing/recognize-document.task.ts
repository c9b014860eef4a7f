// Recognising an uploaded PDF (issue 15 item 6), a queued task: its pages' text is read (a scanned
// page's by OCR), each page matched against the catalogue of tax forms (and a form's year and
// payer read), and then the document is either that one form (Completed), none that is known
// (Processed, needs review), or several: each form is split out into a child document beside it
// (split_succeeded), the upload itself kept as it was; or, when the firm user who uploaded it
// asked to keep it whole, it is left for a person to split (identify_succeeded, Processed). The
// children's ids follow from the parent's pages, so a retried task makes nothing twice; a
// document deleted or already recognised meanwhile is left alone.
import { readPayer, readTaxYear } from '@portico/common/documents/form-details';
import { recognizeForm } from '@portico/common/documents/tax-forms';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import type { DocumentRecognition, DocumentRecord } from '../document-record';
import { documentsRepo } from '../documents.repo';
import { formSegments } from './form-segments';
import { pdfPageTexts } from './pdf-page-texts';
import { withScannedPagesRead } from './scanned-pages';
import { childBaseName, recognized, writeChildren } from './split-children';

export interface RecognizePayload {
  firmId: string;
  documentId: string;
  /** Whether several forms make several documents (absent on tasks queued before: yes). */
  split?: boolean;
}

/** Larger PDFs are not read for recognition (a person looks at them instead). */
export const RECOGNIZE_MAX_BYTES = 50 * 1024 * 1024;

export async function recognizeDocument(ports: Ports, payload: RecognizePayload): Promise<void> {
  const { db, blobs, clock } = ports;
  const documents = documentsRepo(db);
  const document = await documents.get(payload.firmId, payload.documentId);
  if (!document || document.deletedAt || document.recognition?.status !== 'processing') return;

  const finish = (recognition: DocumentRecognition, children: DocumentRecord[] = []) =>
    db.runTransaction(async (tx) => {
      const ids = [document.id, ...children.map((c) => c.id)];
      const [current, ...existing] = await documents.readMany(tx, document.firmId, ids);
      if (!current || current.recognition?.status !== 'processing') return;
      for (const [i, child] of children.entries()) if (!existing[i]) documents.insert(tx, child);
      documents.change(tx, current, { recognition, updatedAt: clock.now() });
    });

  const stored = document.size <= RECOGNIZE_MAX_BYTES ? await blobs.get(document.blobPath) : null;
  if (!stored) return finish(recognized('review_required'));
  let texts: string[];
  try {
    texts = await pdfPageTexts(stored.bytes);
  } catch {
    return finish(recognized('identify_failed'));
  }
  // Scanned pages have no text of their own: read from their pictures.
  texts = await withScannedPagesRead(stored.bytes, texts);
  const pageForms = texts.map(recognizeForm);
  // Only a page that shows a form is read for its payer (an instructions page names none).
  const pagePayers = texts.map((text, i) => (pageForms[i] ? readPayer(text) : null));
  const segments = formSegments(pageForms, pagePayers);
  const pageCount = texts.length;
  /** What tells a segment's form from another of its kind, read from its first page. */
  const detailsOf = (segment: { pages: number[]; documentType: string | null }) => {
    const first = segment.pages[0]! - 1;
    return segment.documentType
      ? { taxYear: readTaxYear(texts[first]!), payer: pagePayers[first] ?? null }
      : { taxYear: null, payer: null };
  };
  if (segments.length <= 1) {
    const documentType = segments[0]?.documentType ?? null;
    return finish(
      recognized(documentType ? 'analysis_succeeded' : 'review_required', {
        documentType,
        pageCount,
        pageForms,
        ...(segments[0] ? detailsOf(segments[0]) : {}),
      }),
    );
  }
  // Kept whole as asked: several forms found, for a person to split (the bulk split review).
  if (payload.split === false)
    return finish(recognized('identify_succeeded', { pageCount, pageForms }));

  let children: DocumentRecord[];
  try {
    // Parsed once for all the children.
    const { PDFDocument } = await import('pdf-lib');
    const source = await PDFDocument.load(stored.bytes, { updateMetadata: false });
    const parts = segments.map((segment) => ({
      id: `${document.id}-p${segment.pages[0]}`,
      name: `${childBaseName(document.name, segment)}.pdf`,
      documentType: segment.documentType,
      pages: segment.pages,
      status: segment.documentType ? ('analysis_succeeded' as const) : ('review_required' as const),
      ...detailsOf(segment),
    }));
    children = await writeChildren(blobs, document, source, parts, clock.now());
  } catch {
    return finish(recognized('split_failed', { pageCount, pageForms }));
  }
  return finish(recognized('split_succeeded', { pageCount, pageForms }), children);
}

export const recognizeDocumentTask: QueuedTask<RecognizePayload> = {
  name: 'recognizeDocument',
  // Tesseract's OCR of scanned pages: its worker and language data, page images in memory.
  memory: '2GiB',
  timeoutSeconds: 900,
  async handle(payload, ports) {
    await recognizeDocument(ports, payload);
  },
};
