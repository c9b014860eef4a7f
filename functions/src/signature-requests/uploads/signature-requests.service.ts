// A signature request's way in and out (spec 3 §2 "Upload Signature Request", §5, §7, §8): staff
// name a PDF uploaded to the entity's vault as a request for one tax year, which is processed in a
// queued task; an entity's requests are listed for staff and, once sent, its owners; staff open
// one (refused with the spec's notice while processing), mark it completed or delete it. Each
// change writes the entity's activity log (type 5, delivery) in its own transaction.
import {
  COMPLETABLE_STATUSES,
  SIGNATURE_REQUEST_MESSAGES as SAY,
  type SignatureRequestDto,
} from '@portico/common/signature-requests/signature-request-model';
import type { UploadSignatureRequestInput } from '@portico/common/signature-requests/signature-requests-input';
import type { ActivityRepo } from '../../activity/activity.module';
import type { DocumentsRepo } from '../../documents/documents.module';
import { Conflict } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { fullName, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import type { NewId } from '../../platform/ids/ids';
import type { TaskQueue } from '../../platform/queue/task-queue';
import { entityFactsOf } from '../follow-entity';
import { findRequest } from '../request-lookup';
import { requestLine } from '../request-line';
import { requestTrail } from '../request-trail';
import { requestRetentionOf } from '../sealing/retention';
import type { SigningEngine } from '../../signing/signing.module';
import { newSignatureRequest, type SignatureRequestRecord } from '../signature-request-record';
import { toSignatureRequestDto } from '../signature-requests.dto';
import {
  requireManagedRequest,
  requireRequestReader,
  requireRequestsReader,
  requireSender,
  visibleRequests,
} from '../signature-requests.policy';
import type { SignatureRequestsRepo } from '../signature-requests.repo';
import { processSignatureRequestTask } from './process-signature-request.task';
import { requestFileOf } from './request-file';

interface Deps {
  db: Db;
  requests: SignatureRequestsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  documents: DocumentsRepo;
  activity: ActivityRepo;
  queue: TaskQueue;
  signing: SigningEngine;
  clock: Clock;
  newId: NewId;
}

export function signatureRequestsService(deps: Deps) {
  const { db, requests, entities, users, documents, activity, queue, signing, clock, newId } = deps;

  /** The log line of a change to a request, by the caller. */
  const line = (caller: Principal, r: SignatureRequestRecord, title: string) =>
    requestLine(r, title, caller.userId, clock.now());

  const find = (principal: Principal | null | undefined, id: string) =>
    findRequest({ requests, entities }, principal, id);

  return {
    async upload(
      principal: Principal | null | undefined,
      input: UploadSignatureRequestInput,
    ): Promise<SignatureRequestDto> {
      const { caller, entity } = requireSender(
        principal,
        principal ? await entities.getByIdOrHash(principal.firmId, input.company_id) : null,
      );
      const document = await requestFileOf(documents, caller.firmId, entity.id, input.document_id);
      const now = clock.now();
      const record = newSignatureRequest({
        id: newId(),
        firmId: caller.firmId,
        companyId: entity.id,
        ...entityFactsOf(entity),
        taxYear: input.tax_year,
        formName: input.form_name,
        documentName: input.document_name,
        documentId: document.id,
        fileName: document.name,
        status: 'processing',
        createdBy: caller.userId,
        createdAt: now,
      });
      await db.runTransaction(async (tx) => {
        requests.insert(tx, record);
        activity.plan(tx, line(caller, record, 'Signature request uploaded')).apply();
      });
      await queue.enqueue(
        processSignatureRequestTask,
        { firmId: record.firmId, signatureRequestId: record.id },
        { taskId: `process-signature-request-${record.id}` },
      );
      return toSignatureRequestDto(record);
    },

    /** GET /signature_requests?company_id=: the entity's requests the caller may see. */
    async listForEntity(
      principal: Principal | null | undefined,
      companyId: string,
    ): Promise<SignatureRequestDto[]> {
      const { caller, entity } = requireRequestsReader(
        principal,
        principal ? await entities.getByIdOrHash(principal.firmId, companyId) : null,
      );
      const all = await requests.listForEntity(caller.firmId, entity.id);
      return visibleRequests(caller, all).map(toSignatureRequestDto);
    },

    /** GET /signature_requests/{id}: one request; a processing one is not ready to open. */
    async get(principal: Principal | null | undefined, id: string): Promise<SignatureRequestDto> {
      const { record, entity } = await find(principal, id);
      const found = requireRequestReader(principal, record, entity);
      if (found.record.status === 'processing') throw new Conflict(SAY.stillProcessing);
      return toSignatureRequestDto(found.record);
    },

    /** PUT /signature_requests/{id} {status: 'completed'}: Mark completed (spec 2 §4). */
    async markCompleted(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<SignatureRequestDto> {
      const { record, entity } = await find(principal, id);
      const { caller } = requireManagedRequest(principal, record, entity);
      return db.runTransaction(async (tx) => {
        const current = await requests.read(tx, caller.firmId, id);
        if (!current) throw new Conflict(SAY.notFound);
        if (current.status === 'completed') return toSignatureRequestDto(current);
        if (!COMPLETABLE_STATUSES.includes(current.status)) throw new Conflict(SAY.notCompletable);
        const completed = requests.update(tx, current, {
          status: 'completed',
          updatedAt: clock.now(),
        });
        activity.plan(tx, line(caller, completed, 'Signature request marked as completed')).apply();
        return toSignatureRequestDto(completed);
      });
    },

    /**
     * DELETE /signature_requests/{id}: the request goes; its original stays in the vault, and
     * what was signed (its trail, signatures, sealed copies) is kept for the retention period.
     */
    async delete(principal: Principal | null | undefined, id: string): Promise<void> {
      const { record, entity } = await find(principal, id);
      const { caller } = requireManagedRequest(principal, record, entity);
      const me = await users.get(caller.firmId, caller.userId);
      const name = me ? fullName(me) : '';
      await db.runTransaction(async (tx) => {
        const current = await requests.read(tx, caller.firmId, id);
        if (!current) return;
        const kept = requestRetentionOf(current, name, clock.now());
        requests.delete(tx, current);
        if (kept)
          signing.keepAfterDeletion(tx, requestTrail(current), kept, {
            userId: caller.userId,
            name,
          });
        activity.plan(tx, line(caller, current, 'Signature request deleted')).apply();
      });
    },
  };
}

export type SignatureRequestsService = ReturnType<typeof signatureRequestsService>;
