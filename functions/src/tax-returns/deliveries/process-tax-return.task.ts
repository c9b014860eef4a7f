// Processing an uploaded return, a queued task (spec 3 §4: importing → processing →
// action_required, or error with the reason): its PDF is opened and its pages counted, then it is
// ready to classify — or, uploaded with "Send draft for Approval", it goes to its primary contact
// as a watermarked draft (drafts/send-draft.ts). Its pages' text is read for what it suggests to
// classify (classification/suggest-classification.ts). Big returns take a while, so this never
// runs in the request. A retried task finds the return past `importing`/`processing` and changes
// nothing; a return deleted meanwhile is left alone.
import {
  NO_SUGGESTIONS,
  type ClassificationSuggestions,
} from '@portico/common/tax-returns/classification';
import { pdfPageTexts, readStoredPdf } from '../../documents/documents.module';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import { suggestClassification } from '../classification/suggest-classification';
import { sendDraft } from '../drafts/send-draft';
import { taxReturnsRepo } from '../tax-returns.repo';

export interface ProcessTaxReturnPayload {
  firmId: string;
  taxReturnId: string;
  /** The portal's address, for the draft mail's link (the upload's request knew it). */
  portalUrl?: string;
}

export const UNREADABLE_RETURN = 'The tax return’s PDF could not be read. Please upload it again.';

/** What the pages' text suggests; nothing when the text cannot be read (the advisor classifies). */
async function suggestionsFor(bytes: Uint8Array): Promise<ClassificationSuggestions> {
  try {
    return suggestClassification(await pdfPageTexts(bytes));
  } catch {
    return NO_SUGGESTIONS;
  }
}

export async function processTaxReturn(ports: Ports, payload: ProcessTaxReturnPayload) {
  const { db, clock } = ports;
  const returns = taxReturnsRepo(db);
  const started = await returns.patch(payload.firmId, payload.taxReturnId, (current) =>
    current.status === 'importing' ? { status: 'processing', updatedAt: clock.now() } : {},
  );
  if (started?.status !== 'processing') return;
  const read = await readStoredPdf(ports, started.firmId, started.documentId);
  if (read) {
    const suggestions = await suggestionsFor(read.bytes);
    await returns.patch(payload.firmId, payload.taxReturnId, (current) =>
      current.status === 'processing' ? { suggestions } : {},
    );
  }
  if (read && started.draftRequested) {
    await sendDraft(ports, started, read.bytes, read.pageCount, payload.portalUrl ?? '');
    return;
  }
  await returns.patch(payload.firmId, payload.taxReturnId, (current) =>
    current.status !== 'processing'
      ? {}
      : read === null
        ? { status: 'error', error: UNREADABLE_RETURN, updatedAt: clock.now() }
        : { status: 'action_required', pageCount: read.pageCount, updatedAt: clock.now() },
  );
}

export const processTaxReturnTask: QueuedTask<ProcessTaxReturnPayload> = {
  name: 'processTaxReturn',
  // A return of hundreds of pages read with pdfjs (its forms and signature lines).
  memory: '2GiB',
  timeoutSeconds: 900,
  async handle(payload, ports) {
    await processTaxReturn(ports, payload);
  },
};
