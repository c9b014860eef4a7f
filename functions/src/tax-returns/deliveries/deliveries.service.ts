// A return's way in and out (spec 3 §2 "Upload or Replace Tax Return", §7): staff name an uploaded
// PDF of the entity's vault as its return for a tax year, which is then processed in a queued task;
// an entity's returns are listed for staff and, once a return has reached them, its owners; staff
// delete one. Each change writes the activity log (type 5, delivery) in its own transaction.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import {
  UPLOAD_MESSAGES,
  type UploadTaxReturnInput,
} from '@portico/common/tax-returns/upload-tax-return';
import type { ActivityRepo } from '../../activity/activity.module';
import type { DocumentsRepo } from '../../documents/documents.module';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import {
  fullName,
  type EntitiesRepo,
  type EntityRecord,
  type UsersRepo,
} from '../../people/people.module';
import type { SigningEngine } from '../../signing/signing.module';
import { returnTrail } from '../signing/return-trail';
import { retentionOf } from '../signing/retention';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import type { NewId } from '../../platform/ids/ids';
import type { TaskQueue } from '../../platform/queue/task-queue';
import { entityFacts, NOTHING_ASKED } from '../entity-facts';
import { NO_PARTS, type ReturnPartsRepo } from '../return-parts.repo';
import type { TaxReturnRecord } from '../tax-return-record';
import { toTaxReturnSummaryDto } from '../tax-returns.dto';
import {
  requireDeliverer,
  requireManagedReturn,
  requireReturnsReader,
  visibleReturns,
} from '../tax-returns.policy';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { processTaxReturnTask } from './process-tax-return.task';
import { findManagedReturn } from '../return-lookup';

interface Deps {
  db: Db;
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  documents: DocumentsRepo;
  activity: ActivityRepo;
  queue: TaskQueue;
  signing: SigningEngine;
  clock: Clock;
  newId: NewId;
}

const PDF = 'application/pdf';

export function deliveriesService(deps: Deps) {
  const { db, returns, parts, entities, users, documents, activity, queue, clock, newId } = deps;
  const { signing } = deps;

  /** The log line of a change to a return, by the caller. */
  const line = (caller: Principal, r: TaxReturnRecord, entity: EntityRecord, title: string) => ({
    firmId: r.firmId,
    typeId: ACTIVITY_TYPE.delivery,
    title,
    description: `${r.name} (${r.taxYear}) for ${entity.name}`,
    userId: caller.userId,
    ip: null,
    userAgent: null,
    at: clock.now(),
    companyId: entity.id,
    taxReturnId: r.id,
  });

  /** What an upload gives the return: its file, year, name and whether it goes as a draft. */
  type UploadedFile = Pick<TaxReturnRecord, 'taxYear' | 'name' | 'documentId' | 'draftRequested'>;

  async function create(caller: Principal, entity: EntityRecord, file: UploadedFile) {
    const advisor = entity.assignedAdvisorId
      ? await users.get(caller.firmId, entity.assignedAdvisorId)
      : null;
    const now = clock.now();
    const record: TaxReturnRecord = {
      id: newId(),
      firmId: caller.firmId,
      companyId: entity.id,
      ...entityFacts(entity, advisor),
      ...NOTHING_ASKED,
      ...file,
      status: 'importing',
      draftStatus: null,
      draftComment: null,
      draftFile: null,
      pageCount: null,
      error: null,
      reminderDisabled: false,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
      lastReminderSentAt: null,
      nextReminderAt: null,
      nextVoucherDueAt: null,
      lastSignedAt: null,
      sentSha256: null,
      signingOrder: false,
    };
    await db.runTransaction(async (tx) => {
      returns.insert(tx, record);
      activity.plan(tx, line(caller, record, entity, 'Tax return uploaded')).apply();
    });
    return record;
  }

  /**
   * Replace Tax Return Draft (spec 3 §2, change_requested only): the same return takes the new
   * file and is processed again, to go back to the client as a new draft when asked.
   */
  async function replaceDraft(
    caller: Principal,
    entity: EntityRecord,
    previousId: string,
    file: UploadedFile,
  ) {
    const previous = await returns.get(caller.firmId, previousId);
    requireManagedReturn(
      caller,
      previous,
      previous ? await entities.get(caller.firmId, previous.companyId) : null,
    );
    if (previous!.companyId !== entity.id) throw new Invalid(UPLOAD_MESSAGES.replaceSameEntity);
    return db.runTransaction(async (tx) => {
      const current = await returns.read(tx, caller.firmId, previousId);
      if (!current) throw new NotFound(UPLOAD_MESSAGES.notFound);
      if (current.draftStatus !== 'change_requested')
        throw new Conflict(UPLOAD_MESSAGES.replaceOnlyChangesRequested);
      const replaced = returns.update(tx, current, {
        ...file,
        status: 'importing',
        draftStatus: null,
        draftFile: null,
        pageCount: null,
        error: null,
        updatedAt: clock.now(),
      });
      activity.plan(tx, line(caller, replaced, entity, 'Tax return draft replaced')).apply();
      return replaced;
    });
  }

  return {
    async upload(
      principal: Principal | null | undefined,
      input: UploadTaxReturnInput,
      portalUrl: string,
    ): Promise<TaxReturnSummaryDto> {
      const { caller, entity } = requireDeliverer(
        principal,
        principal ? await entities.getByIdOrHash(principal.firmId, input.company_id) : null,
      );
      const document = await documents.get(caller.firmId, input.document_id);
      if (!document || document.deletedAt || document.companyId !== entity.id)
        throw new Invalid(UPLOAD_MESSAGES.otherEntity);
      if (document.contentType !== PDF) throw new Invalid(UPLOAD_MESSAGES.onlyPdf);
      const file = {
        taxYear: input.tax_year,
        name: input.document_name,
        documentId: document.id,
        draftRequested: input.send_draft_for_approval,
      };
      const record = input.previous_tax_return_id
        ? await replaceDraft(caller, entity, input.previous_tax_return_id, file)
        : await create(caller, entity, file);
      await queue.enqueue(
        processTaxReturnTask,
        { firmId: record.firmId, taxReturnId: record.id, portalUrl },
        { taskId: `process-tax-return-${record.id}-${record.documentId}` },
      );
      return toTaxReturnSummaryDto(record);
    },

    /** GET /tax_returns?company_id=: the entity's returns the caller may see, newest first. */
    async listForEntity(
      principal: Principal | null | undefined,
      companyId: string,
    ): Promise<TaxReturnSummaryDto[]> {
      const { caller, entity } = requireReturnsReader(
        principal,
        principal ? await entities.getByIdOrHash(principal.firmId, companyId) : null,
      );
      const all = await returns.listForEntity(caller.firmId, entity.id);
      return visibleReturns(caller, all).map(toTaxReturnSummaryDto);
    },

    async delete(principal: Principal | null | undefined, id: string): Promise<void> {
      const { caller, record, entity } = await findManagedReturn(
        { returns, entities },
        principal,
        id,
      );
      const me = await users.get(caller.firmId, caller.userId);
      await db.runTransaction(async (tx) => {
        const current = await returns.read(tx, caller.firmId, record.id);
        if (!current) return;
        const stored = await parts.readAll(tx, current);
        // Its forms, vouchers and signers go with it; what was signed is kept (retention.ts).
        const kept = retentionOf(current, stored.forms, me ? fullName(me) : '', clock.now());
        if (kept)
          signing.keepAfterDeletion(tx, returnTrail(current), kept, {
            userId: caller.userId,
            name: kept.deletedBy,
          });
        parts.replaceAll(tx, current, stored, NO_PARTS);
        returns.delete(tx, current);
        activity.plan(tx, line(caller, current, entity!, 'Tax return deleted')).apply();
      });
    },
  };
}

export type DeliveriesService = ReturnType<typeof deliveriesService>;
