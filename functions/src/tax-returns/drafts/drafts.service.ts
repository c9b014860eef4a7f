// A draft's review (spec 3 §2 "Review Draft Tax Return", §4 "Draft flow", §7 "Approve", "Request
// changes"): the return and its watermarked copy for whoever may read it; the entity's owners
// approve it or ask for changes with a reason (once: after either they only view); staff then
// start classification. Each step writes the activity log and tells the other side.
import { DRAFT_MESSAGES, type RequestChangesInput } from '@portico/common/tax-returns/draft-review';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import type { ActivityRepo } from '../../activity/activity.module';
import { Conflict, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntityNotifications } from '../../notifications/notifications.module';
import type { EntitiesRepo } from '../../people/people.module';
import type { Blobs } from '../../platform/blobs/blobs';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import { toTaxReturnSummaryDto } from '../tax-returns.dto';
import {
  requireDraftReviewer,
  requireManagedReturn,
  requireReturnReader,
} from '../tax-returns.policy';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { returnLine } from '../return-notes';
import { draftReviewedNotice } from './draft-notices';
import { findReturn } from '../return-lookup';
import { pdfName } from '../return-file';
import { pdfLink } from '../../documents/documents.module';

interface Deps {
  db: Db;
  returns: TaxReturnsRepo;
  entities: EntitiesRepo;
  activity: ActivityRepo;
  notices: EntityNotifications;
  blobs: Blobs;
  clock: Clock;
}

/** Statuses a return can be classified from: ready, or a draft under or after review. */
const CLASSIFIABLE = new Set(['action_required', 'draft', 'approved', 'change_requested']);

export function draftsService({ db, returns, entities, activity, notices, blobs, clock }: Deps) {
  /** The return and its entity as stored, for the caller's checks. */
  async function load(principal: Principal | null | undefined, id: string) {
    return findReturn({ returns, entities }, principal, id);
  }

  /** The client's review, in one transaction: still a draft under review, else 409. */
  async function review(
    principal: Principal | null | undefined,
    id: string,
    outcome: { approved: boolean; reason: string },
  ): Promise<TaxReturnSummaryDto> {
    const found = await load(principal, id);
    const { caller, record } = requireDraftReviewer(principal, found.record, found.entity);
    return db.runTransaction(async (tx) => {
      const current = await returns.read(tx, caller.firmId, record.id);
      if (!current) throw new NotFound('Tax return not found');
      if (current.draftStatus !== 'draft') throw new Conflict(DRAFT_MESSAGES.alreadyReviewed);
      const told = await notices.plan(
        tx,
        draftReviewedNotice(current, caller.userId, outcome.approved),
      );
      const now = clock.now();
      const reviewed = returns.update(tx, current, {
        status: outcome.approved ? 'approved' : 'change_requested',
        draftStatus: outcome.approved ? 'approved' : 'change_requested',
        draftComment: outcome.reason || null,
        updatedAt: now,
      });
      told.apply();
      activity
        .plan(
          tx,
          returnLine(
            reviewed,
            outcome.approved ? 'Draft approved' : 'Changes requested on draft',
            caller.userId,
            now,
            outcome.reason
              ? `${reviewed.name} (${reviewed.taxYear}): ${outcome.reason}`
              : undefined,
          ),
        )
        .apply();
      return toTaxReturnSummaryDto(reviewed);
    });
  }

  return {
    /** GET /tax_returns/{id}: one return, for staff who see it or its owners once it reached them. */
    async get(principal: Principal | null | undefined, id: string): Promise<TaxReturnSummaryDto> {
      const { record, entity } = await load(principal, id);
      return toTaxReturnSummaryDto(requireReturnReader(principal, record, entity).record);
    },

    /** GET /tax_returns/{id}/draft_file: a short-lived link to the watermarked draft. */
    async draftFile(principal: Principal | null | undefined, id: string): Promise<{ url: string }> {
      const { record, entity } = await load(principal, id);
      const found = requireReturnReader(principal, record, entity).record;
      if (!found.draftFile) throw new NotFound(DRAFT_MESSAGES.notADraft);
      return { url: await pdfLink(blobs, found.draftFile, pdfName(found.name, ' (draft)')) };
    },

    approve: (principal: Principal | null | undefined, id: string, reason: string) =>
      review(principal, id, { approved: true, reason }),

    requestChanges: (
      principal: Principal | null | undefined,
      id: string,
      input: RequestChangesInput,
    ) => review(principal, id, { approved: false, reason: input.reason }),

    /** POST /tax_returns/{id}/start_classification: staff move a (reviewed) draft to classifying. */
    async startClassification(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<TaxReturnSummaryDto> {
      const found = await load(principal, id);
      const { caller, record } = requireManagedReturn(principal, found.record, found.entity);
      return db.runTransaction(async (tx) => {
        const current = await returns.read(tx, caller.firmId, record.id);
        if (!current) throw new NotFound('Tax return not found');
        if (!CLASSIFIABLE.has(current.status)) throw new Conflict(DRAFT_MESSAGES.cannotClassify);
        if (current.status === 'action_required') return toTaxReturnSummaryDto(current);
        const now = clock.now();
        const started = returns.update(tx, current, { status: 'action_required', updatedAt: now });
        activity
          .plan(tx, returnLine(started, DRAFT_MESSAGES.classificationStarted, caller.userId, now))
          .apply();
        return toTaxReturnSummaryDto(started);
      });
    },
  };
}

export type DraftsService = ReturnType<typeof draftsService>;
