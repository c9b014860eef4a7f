// What a draft's review tells, and to whom (spec 3 §4 "Draft flow"): the link the client opens it
// at, the activity log's line (type 5, delivery), and the notifications — the primary contact when
// a draft is ready, the firm's subscribed staff when the client approved or asked for changes.
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import type { EntityNotification } from '../../notifications/notifications.module';
import { reviewPath } from '../return-notes';
import type { TaxReturnRecord } from '../tax-return-record';

/** The Deliver table, where staff open the return. */
const DELIVER_PATH = '/tax-returns';

/** The primary contact hears their draft is ready. */
export const draftReadyNotice = (
  r: TaxReturnRecord,
  primaryOwnerId: string,
): EntityNotification => ({
  firmId: r.firmId,
  companyId: r.companyId,
  typeId: NOTIFICATION_TYPE.information,
  actorId: null,
  among: [primaryOwnerId],
  say: () => ({
    text: `Your ${r.taxYear} tax return draft is ready for your review`,
    link: reviewPath(r),
  }),
});

/** The firm's subscribed staff hear how the client reviewed the draft. */
export const draftReviewedNotice = (
  r: TaxReturnRecord,
  clientId: string,
  approved: boolean,
): EntityNotification => ({
  firmId: r.firmId,
  companyId: r.companyId,
  typeId: NOTIFICATION_TYPE.information,
  actorId: clientId,
  staffOnly: true,
  say: (_to, { actorName }) => ({
    text: approved
      ? `${actorName || 'The client'} approved the draft of ${r.name} (${r.taxYear})`
      : `${actorName || 'The client'} asked for changes to the draft of ${r.name} (${r.taxYear})`,
    link: DELIVER_PATH,
  }),
});
