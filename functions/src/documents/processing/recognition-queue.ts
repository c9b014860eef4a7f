// Putting documents on the recognition queue: a PDF kept by an upload, or one a firm user asks to
// be read again. Its record says 'processing' until the task has read it.
import { RETRYABLE_STATUSES } from '@portico/common/documents/tax-forms';
import type { TaskQueue } from '../../platform/queue/task-queue';
import type { DocumentRecognition, DocumentRecord } from '../document-record';
import { recognizeDocumentTask } from './recognize-document.task';

/** A PDF's recognition from the moment it is queued until its task has read it. */
export const PROCESSING: DocumentRecognition = {
  status: 'processing',
  documentType: null,
  pageCount: null,
  parentDocumentId: null,
  parentPages: null,
  categorizedByAi: false,
  taxYear: null,
  payer: null,
  pageForms: null,
};

/** Statuses a firm user may ask to recognise again. */
export const RETRYABLE = new Set<string>(RETRYABLE_STATUSES);

/**
 * Queues each document's task (`split`: whether several forms make several documents), named for it (so a second queueing while one waits is one task).
 * A task that cannot be queued leaves its document 'processing', as a lost Cloud Task would; the
 * change that queued it is done either way.
 */
export async function queueRecognition(
  queue: TaskQueue,
  documents: DocumentRecord[],
  { attempt = 0, split = true }: { attempt?: number; split?: boolean } = {},
): Promise<void> {
  await Promise.all(
    documents.map((d) =>
      queue
        .enqueue(
          recognizeDocumentTask,
          { firmId: d.firmId, documentId: d.id, split },
          { taskId: attempt ? `recognize-${d.id}-${attempt}` : `recognize-${d.id}` },
        )
        .catch(() => undefined),
    ),
  );
}
