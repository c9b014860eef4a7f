// Processing an uploaded return, a queued task (spec 3 §4: importing → processing →
// action_required, or error with the reason): its PDF is opened and its pages counted, then it is
// ready to classify. Big returns take a while, so this never runs in the request. A retried task
// finds the return past `importing`/`processing` and changes nothing; a return deleted meanwhile is
// left alone.
import { PDFDocument } from 'pdf-lib';
import { documentsRepo } from '../../documents/documents.module';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import type { TaxReturnRecord } from '../tax-return-record';
import { taxReturnsRepo } from '../tax-returns.repo';

export interface ProcessTaxReturnPayload {
  firmId: string;
  taxReturnId: string;
}

export const UNREADABLE_RETURN = 'The tax return’s PDF could not be read. Please upload it again.';

/** The pages of the return's PDF, or null when it cannot be read. */
async function pageCountOf(ports: Ports, r: TaxReturnRecord): Promise<number | null> {
  const document = await documentsRepo(ports.db).get(r.firmId, r.documentId);
  const stored = document && !document.deletedAt ? await ports.blobs.get(document.blobPath) : null;
  if (!stored) return null;
  try {
    return (await PDFDocument.load(stored.bytes, { updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}

export async function processTaxReturn(ports: Ports, payload: ProcessTaxReturnPayload) {
  const { db, clock } = ports;
  const returns = taxReturnsRepo(db);
  const started = await returns.patch(payload.firmId, payload.taxReturnId, (current) =>
    current.status === 'importing' ? { status: 'processing', updatedAt: clock.now() } : {},
  );
  if (started?.status !== 'processing') return;
  const pageCount = await pageCountOf(ports, started);
  await returns.patch(payload.firmId, payload.taxReturnId, (current) =>
    current.status !== 'processing'
      ? {}
      : pageCount === null
        ? { status: 'error', error: UNREADABLE_RETURN, updatedAt: clock.now() }
        : { status: 'action_required', pageCount, updatedAt: clock.now() },
  );
}

export const processTaxReturnTask: QueuedTask<ProcessTaxReturnPayload> = {
  name: 'processTaxReturn',
  async handle(payload, ports) {
    await processTaxReturn(ports, payload);
  },
};
