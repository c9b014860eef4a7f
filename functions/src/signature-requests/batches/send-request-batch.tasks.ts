// The background half of a send to many entities (issue 46 "Bulk"), two queued tasks. The first
// reads the PDF once — its pages, its signature lines, its SHA-256 — and queues a chunk task per
// BATCH_CHUNK_SIZE entities. Each chunk makes every entity's request as a single send would: its
// own copy of the PDF in the entity's signature requests folder (the first entity keeps the one
// uploaded), the signers' fields proposed on the signature lines (the owners, the primary first),
// `sending`, logged; then delivers it (mail, trail, `sent`) with the SHA-256 read once. A request's
// id is fixed by the batch and the entity's place in it, so a retried chunk makes nothing twice.
// An entity gone, inactive, without owners, with an owner whose account is inactive, or with a
// spouse who could be reached neither way is left out with the reason, which the chunk keeps for
// the progress.
import { createHash } from 'node:crypto';
import { REQUEST_BATCH_MESSAGES as SAY } from '@portico/common/signature-requests/request-batches';
import {
  SIGNATURE_REQUEST_MESSAGES,
  signatureRequestFolder,
  UNREADABLE_REQUEST,
} from '@portico/common/signature-requests/signature-request-model';
import { activityRepo } from '../../activity/activity.module';
import {
  documentCopies,
  documentsRepo,
  foldersRepo,
  readStoredPdf,
  type DocumentRecord,
} from '../../documents/documents.module';
import { entitiesRepo, usersRepo, type EntityRecord } from '../../people/people.module';
import type { QueuedTask } from '../../platform/queue/background-work';
import type { Ports } from '../../platform/ports';
import { proposedFields } from '../fields/proposed-fields';
import { signersOf } from '../fields/signers';
import { entityFactsOf } from '../follow-entity';
import { requestLine } from '../request-line';
import { deliverSignatureRequest } from '../sending/deliver-signature-request.task';
import { signerProblem } from '../sending/signer-problem';
import { newSignatureRequest } from '../signature-request-record';
import { signatureRequestsRepo } from '../signature-requests.repo';
import { linesIn } from '../uploads/process-signature-request.task';
import {
  BATCH_CHUNK_SIZE,
  chunkCount,
  requestBatchesRepo,
  type RequestBatchRecord,
  type SkippedEntity,
} from './request-batches.repo';

export interface RequestBatchPayload {
  firmId: string;
  batchId: string;
}

export interface RequestBatchChunkPayload extends RequestBatchPayload {
  chunk: number;
}

/** The id of the request a batch makes for its `index`th entity. */
export const batchRequestId = (batchId: string, index: number) => `${batchId}-${index}`;

/** Reads the batch's PDF once and queues its chunks (again, harmlessly, when retried). */
export async function startRequestBatch(ports: Ports, { firmId, batchId }: RequestBatchPayload) {
  const batches = requestBatchesRepo(ports.db);
  let batch = await batches.get(firmId, batchId);
  if (batch?.status === 'processing') {
    const read = await readStoredPdf(ports, firmId, batch.documentId);
    const facts = read && {
      pageCount: read.pageCount,
      pageSizes: read.pageSizes.map((size, index) => ({ page: index + 1, ...size })),
      signatureLines: await linesIn(read.bytes, read.pageCount),
      sha256: createHash('sha256').update(read.bytes).digest('hex'),
    };
    batch = await batches.patch(firmId, batchId, (current) =>
      current.status !== 'processing'
        ? {}
        : facts
          ? { ...facts, status: 'sending', updatedAt: ports.clock.now() }
          : { status: 'error', error: UNREADABLE_REQUEST, updatedAt: ports.clock.now() },
    );
  }
  if (batch?.status !== 'sending') return;
  for (let chunk = 0; chunk < chunkCount(batch.companyIds.length); chunk++)
    await ports.queue.enqueue(
      sendRequestBatchChunkTask,
      { firmId, batchId, chunk },
      { taskId: `signature-request-batch-${batchId}-${chunk}` },
    );
}

/** Why an entity is left out of the send, or null when its owners can all be asked. */
async function leftOutBecause(
  users: ReturnType<typeof usersRepo>,
  entity: EntityRecord | null,
): Promise<string | null> {
  if (!entity) return SAY.entityGone;
  if (entity.inactive) return SAY.inactive;
  const owners = await users.getMany(entity.firmId, entity.ownerIds);
  if (owners.length === 0) return SAY.noOwners;
  return signerProblem(owners);
}

function chunkDeps(ports: Ports) {
  const { db, blobs, newId } = ports;
  const documents = documentsRepo(db);
  return {
    requests: signatureRequestsRepo(db),
    entities: entitiesRepo(db),
    users: usersRepo(db),
    activity: activityRepo(db),
    documents,
    copies: documentCopies({ documents, folders: foldersRepo(db), blobs, newId }),
  };
}

/**
 * Makes the `index`th entity's request (unless a previous run did) and delivers it; answers the
 * entity left out and why, or null when it went.
 */
async function sendToEntity(
  ports: Ports,
  deps: ReturnType<typeof chunkDeps>,
  batch: RequestBatchRecord & { sha256: string },
  source: DocumentRecord | null,
  index: number,
): Promise<SkippedEntity | null> {
  const { db, clock } = ports;
  const id = batchRequestId(batch.id, index);
  if (!(await deps.requests.get(batch.firmId, id))) {
    const companyId = batch.companyIds[index]!;
    const entity = await deps.entities.get(batch.firmId, companyId);
    const reason =
      (await leftOutBecause(deps.users, entity)) ??
      (!source || source.deletedAt ? SIGNATURE_REQUEST_MESSAGES.fileGone : null);
    if (reason || !entity || !source)
      return { company_id: companyId, company_name: entity?.name ?? '', reason: reason ?? '' };
    const signers = await signersOf(deps.users, entity);
    const now = clock.now();
    // The first entity keeps the PDF uploaded to it; each other gets its own copy.
    const copy =
      source.companyId === entity.id
        ? null
        : await deps.copies.prepare({
            source,
            companyId: entity.id,
            folder: signatureRequestFolder(batch.taxYear),
            name: source.name,
            by: batch.createdBy,
            now,
          });
    try {
      await db.runTransaction(async (tx) => {
        const planned = copy && (await copy.plan(tx));
        const record = newSignatureRequest({
          id,
          firmId: batch.firmId,
          companyId: entity.id,
          ...entityFactsOf(entity),
          taxYear: batch.taxYear,
          formName: batch.formName,
          documentName: batch.documentName,
          documentId: planned?.record.id ?? source.id,
          fileName: planned?.record.name ?? source.name,
          status: 'sending',
          pageCount: batch.pageCount,
          pageSizes: batch.pageSizes,
          signatureLines: batch.signatureLines,
          fields: proposedFields(batch, signers),
          signerIds: signers.map((s) => s.id),
          signatures: { done: 0, total: signers.length },
          identityStatus: batch.identity ? 'not_started' : null,
          batchId: batch.id,
          createdBy: batch.createdBy,
          createdAt: now,
        });
        planned?.apply();
        deps.requests.insert(tx, record);
        deps.activity
          .plan(tx, requestLine(record, 'Signature request sent', batch.createdBy, now))
          .apply();
      });
    } catch (error) {
      await copy?.discard();
      throw error;
    }
  }
  await deliverSignatureRequest(
    ports,
    { firmId: batch.firmId, signatureRequestId: id, portalUrl: batch.portalUrl },
    batch.sha256,
  );
  return null;
}

/** Sends one chunk of a batch's entities; answers how many it left out. */
export async function sendRequestBatchChunk(
  ports: Ports,
  { firmId, batchId, chunk }: RequestBatchChunkPayload,
): Promise<number> {
  const batches = requestBatchesRepo(ports.db);
  const batch = await batches.get(firmId, batchId);
  if (batch?.status !== 'sending' || !batch.sha256) return 0;
  const deps = chunkDeps(ports);
  const source = await deps.documents.get(firmId, batch.documentId);
  const skipped: SkippedEntity[] = [];
  const first = chunk * BATCH_CHUNK_SIZE;
  const last = Math.min(first + BATCH_CHUNK_SIZE, batch.companyIds.length);
  for (let index = first; index < last; index++) {
    const left = await sendToEntity(ports, deps, { ...batch, sha256: batch.sha256 }, source, index);
    if (left) skipped.push(left);
  }
  await batches.chunkDone(batch, chunk, skipped, ports.clock.now());
  return skipped.length;
}

export const startSignatureRequestBatchTask: QueuedTask<RequestBatchPayload> = {
  name: 'startSignatureRequestBatch',
  memory: '1GiB',
  async handle(payload, ports) {
    await startRequestBatch(ports, payload);
  },
};

export const sendRequestBatchChunkTask: QueuedTask<RequestBatchChunkPayload> = {
  name: 'sendSignatureRequestBatchChunk',
  async handle(payload, ports) {
    await sendRequestBatchChunk(ports, payload);
  },
};
