// The end of processing for a return uploaded with "Send draft for Approval" (spec 3 §4): the
// return is watermarked DRAFT on every page, the copy stored beside it, and in one transaction the
// return becomes a draft under review while its primary contact is mailed and notified and the
// activity log says so. Runs in the processing task, never in a request.
import { draftReadyMail } from '@portico/common/tax-returns/draft-review';
import { activityRepo } from '../../activity/activity.module';
import { firmRepo } from '../../firm/firm.module';
import { entityNotifications } from '../../notifications/notifications.module';
import { entitiesRepo, fullName, tellUsers, usersRepo } from '../../people/people.module';
import type { Ports } from '../../platform/ports';
import type { TaxReturnRecord } from '../tax-return-record';
import { taxReturnsRepo } from '../tax-returns.repo';
import { returnLine, reviewPath } from '../return-notes';
import { draftReadyNotice } from './draft-notices';
import { watermarkDraft } from './watermark';

/** Where a return's draft copy is kept (one per upload: a replaced draft gets a new one). */
export const draftBlobPath = (r: Pick<TaxReturnRecord, 'firmId' | 'id' | 'documentId'>) =>
  `firms/${r.firmId}/tax_returns/${r.id}/draft-${r.documentId}.pdf`;

export async function sendDraft(
  ports: Ports,
  processing: TaxReturnRecord,
  original: Uint8Array,
  pageCount: number,
  portalUrl: string,
): Promise<void> {
  const { db, clock, blobs, outbox } = ports;
  const path = draftBlobPath(processing);
  await blobs.put(path, await watermarkDraft(original), 'application/pdf');
  const returns = taxReturnsRepo(db);
  const [entity, firm] = await Promise.all([
    entitiesRepo(db).get(processing.firmId, processing.companyId),
    firmRepo(db).get(processing.firmId),
  ]);
  const contact = entity ? await usersRepo(db).get(entity.firmId, entity.primaryOwnerId) : null;
  const notices = entityNotifications(db, clock);
  const activity = activityRepo(db);
  await db.runTransaction(async (tx) => {
    const current = await returns.read(tx, processing.firmId, processing.id);
    if (current?.status !== 'processing' || current.documentId !== processing.documentId) return;
    const notice = contact ? await notices.plan(tx, draftReadyNotice(current, contact.id)) : null;
    const now = clock.now();
    const draft = returns.update(tx, current, {
      status: 'draft',
      draftStatus: 'draft',
      draftComment: null,
      draftFile: path,
      pageCount,
      updatedAt: now,
    });
    notice?.apply();
    const to = contact ? [contact] : [];
    tellUsers(
      outbox,
      tx,
      to,
      () =>
        draftReadyMail(
          draft.taxYear,
          firm?.name ?? 'Your firm',
          `${portalUrl}${reviewPath(draft)}`,
        ),
      { firmId: draft.firmId, entityId: draft.companyId },
    );
    activity
      .plan(
        tx,
        returnLine(
          draft,
          'Draft sent for approval',
          null,
          now,
          `${draft.name} (${draft.taxYear}) to ${contact ? fullName(contact) : 'nobody'}`,
        ),
      )
      .apply();
  });
}
