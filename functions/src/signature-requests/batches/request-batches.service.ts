// Sending one document for signature to many entities (issue 46 "Bulk", docs/api.md "Signature
// requests"): staff choose the entities on the Entities list and upload the PDF once, to the first
// one's signature requests folder; the batch is kept and its work queued
// (send-request-batch.tasks.ts); its sender follows the progress — how many requests went out, who
// was left out and why — until every chunk is done.
import type {
  RequestBatchDto,
  SendRequestBatchInput,
} from '@portico/common/signature-requests/request-batches';
import { identityMessages } from '@portico/common/signing/identity-verification';
import type { DocumentsRepo } from '../../documents/documents.module';
import { Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { NewId } from '../../platform/ids/ids';
import type { TaskQueue } from '../../platform/queue/task-queue';
import { requireBatchSender, requireBatchSenderOf } from '../signature-requests.policy';
import { requestFileOf } from '../uploads/request-file';
import {
  chunkCount,
  type RequestBatchesRepo,
  type RequestBatchRecord,
  type SkippedEntity,
} from './request-batches.repo';
import { startSignatureRequestBatchTask } from './send-request-batch.tasks';

interface Deps {
  batches: RequestBatchesRepo;
  entities: EntitiesRepo;
  documents: DocumentsRepo;
  queue: TaskQueue;
  clock: Clock;
  newId: NewId;
}

export function requestBatchesService(deps: Deps) {
  const { batches, entities, documents, queue, clock, newId } = deps;

  const dtoOf = (
    batch: RequestBatchRecord,
    sent: number,
    skipped: SkippedEntity[],
    done = false,
  ): RequestBatchDto => ({
    id: batch.id,
    form_name: batch.formName,
    document_name: batch.documentName,
    tax_year: batch.taxYear,
    status: done ? 'done' : batch.status,
    total: batch.companyIds.length,
    sent,
    skipped,
    error: batch.error,
    created_at: batch.createdAt.toISOString(),
  });

  async function progressOf(batch: RequestBatchRecord): Promise<RequestBatchDto> {
    const [sent, chunks] = await Promise.all([
      batches.requestsMade(batch),
      batches.chunksDone(batch),
    ]);
    const done = batch.status === 'sending' && chunks.done >= chunkCount(batch.companyIds.length);
    return dtoOf(batch, sent, chunks.skipped, done);
  }

  return {
    /** POST /signature_request_batches: the batch kept and its work queued. */
    async send(
      principal: Principal | null | undefined,
      input: SendRequestBatchInput,
      portalUrl: string,
    ): Promise<RequestBatchDto> {
      const chosen = principal ? await entities.getMany(principal.firmId, input.company_ids) : [];
      const byId = new Map(chosen.map((e) => [e.id, e]));
      const { caller, entities: found } = requireBatchSender(
        principal,
        input.company_ids.map((id) => byId.get(id) ?? null),
      );
      if (input.identity_verification && !caller.firm.preferences.identity_verification_enabled)
        throw new Invalid(identityMessages('signature request').turnedOff);
      const document = await requestFileOf(
        documents,
        caller.firmId,
        found[0]!.id,
        input.document_id,
      );
      const now = clock.now();
      const batch: RequestBatchRecord = {
        id: newId(),
        firmId: caller.firmId,
        companyIds: found.map((e) => e.id),
        documentId: document.id,
        taxYear: input.tax_year,
        formName: input.form_name,
        documentName: input.document_name,
        identity: input.identity_verification,
        portalUrl,
        status: 'processing',
        error: null,
        pageCount: null,
        pageSizes: [],
        signatureLines: [],
        sha256: null,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      };
      await batches.create(batch);
      await queue.enqueue(
        startSignatureRequestBatchTask,
        { firmId: batch.firmId, batchId: batch.id },
        { taskId: `start-signature-request-batch-${batch.id}` },
      );
      // Nothing is made yet: no need to count.
      return dtoOf(batch, 0, []);
    },

    /** GET /signature_request_batches/{id}: where the send stands. */
    async progress(principal: Principal | null | undefined, id: string): Promise<RequestBatchDto> {
      const batch = principal ? await batches.get(principal.firmId, id) : null;
      requireBatchSenderOf(principal, batch);
      return progressOf(batch!);
    },
  };
}

export type RequestBatchesService = ReturnType<typeof requestBatchesService>;
