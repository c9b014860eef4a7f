// Recognising an uploaded PDF (issue 15 item 6), a queued task: its pages' text is read, each page
// matched against the catalogue of tax forms, and then the document is either that one form
// (Completed), none that is known (Processed, needs review), or several: each form is split out
// into a child document beside it (split_succeeded), the upload itself kept as it was. The children's
// ids follow from the parent's pages, so a retried task makes nothing twice; a document deleted or
// already recognised meanwhile is left alone.
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { recognizeForm } from '@portico/common/documents/tax-forms';
import { splitExtension } from '@portico/common/documents/vault';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import { vaultBlobPath, type DocumentRecognition, type DocumentRecord } from '../document-record';
import { documentsRepo } from '../documents.repo';
import { formSegments, type FormSegment } from './form-segments';
import { pdfPageTexts } from './pdf-page-texts';

export interface RecognizePayload {
  firmId: string;
  documentId: string;
}

export const RECOGNIZE_QUEUE = 'recognizeDocument';

/** Larger PDFs are not read for recognition (a person looks at them instead). */
export const RECOGNIZE_MAX_BYTES = 50 * 1024 * 1024;

const recognized = (
  status: DocumentRecognition['status'],
  patch: Partial<DocumentRecognition> = {},
): DocumentRecognition => ({
  status,
  documentType: null,
  pageCount: null,
  parentDocumentId: null,
  parentPages: null,
  categorizedByAi: false,
  ...patch,
});

/** '1-3' or '5' or '1-2, 4': a child's pages as its name shows them. */
const pageRange = (pages: number[]) =>
  pages.length === 1 ? `page ${pages[0]}` : `pages ${pages[0]}-${pages.at(-1)}`;

/** A child document's name: the upload's, with the form it holds ('Scan (W-2).pdf'). */
const childName = (parent: DocumentRecord, segment: FormSegment) => {
  const { base, extension } = splitExtension(parent.name);
  return `${base} (${segment.documentType ?? pageRange(segment.pages)})${extension || '.pdf'}`;
};

async function splitOut(source: PDFDocument, pages: number[]): Promise<Uint8Array> {
  const child = await PDFDocument.create();
  for (const page of await child.copyPages(
    source,
    pages.map((p) => p - 1),
  ))
    child.addPage(page);
  return child.save();
}

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
  const segments = formSegments(texts.map(recognizeForm));
  const pageCount = texts.length;
  if (segments.length <= 1) {
    const documentType = segments[0]?.documentType ?? null;
    return finish(
      recognized(documentType ? 'analysis_succeeded' : 'review_required', {
        documentType,
        pageCount,
      }),
    );
  }

  const now = clock.now();
  let children: DocumentRecord[];
  try {
    // Parsed once for all the children.
    const source = await PDFDocument.load(stored.bytes, { updateMetadata: false });
    children = await Promise.all(
      segments.map(async (segment) => {
        const id = `${document.id}-p${segment.pages[0]}`;
        const bytes = await splitOut(source, segment.pages);
        const blobPath = vaultBlobPath(document.firmId, document.companyId, id);
        await blobs.put(blobPath, bytes, 'application/pdf');
        return {
          ...document,
          id,
          name: childName(document, segment),
          blobPath,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          description: '',
          tagIds: [],
          questionnaireId: null,
          questionId: null,
          markedAsOthers: false,
          recognition: recognized(segment.documentType ? 'analysis_succeeded' : 'review_required', {
            documentType: segment.documentType,
            pageCount: segment.pages.length,
            parentDocumentId: document.id,
            parentPages: segment.pages,
          }),
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
  } catch {
    return finish(recognized('split_failed', { pageCount }));
  }
  return finish(recognized('split_succeeded', { pageCount }), children);
}

export const recognizeDocumentTask: QueuedTask<RecognizePayload> = {
  name: RECOGNIZE_QUEUE,
  async handle(payload, ports) {
    await recognizeDocument(ports, payload);
  },
};
