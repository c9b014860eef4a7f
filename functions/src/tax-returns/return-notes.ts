// Where a return is found and how the activity log speaks of it, for every step of its delivery.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import type { ActivityEntry } from '../activity/activity.module';
import type { TaxReturnRecord } from './tax-return-record';

/**
 * The client's page of a return, a draft's review or the delivered return (spec 3 §2):
 * /tax-return-delivery/{id}?companyId={companyId}.
 */
export const reviewPath = (r: Pick<TaxReturnRecord, 'id' | 'companyId'>) =>
  `/tax-return-delivery/${encodeURIComponent(r.id)}?companyId=${encodeURIComponent(r.companyId)}`;

/** The activity log's line about a return (type 5, delivery). */
export const returnLine = (
  r: TaxReturnRecord,
  title: string,
  userId: string | null,
  at: Date,
  description = `${r.name} (${r.taxYear}) for ${r.companyName}`,
): ActivityEntry => ({
  firmId: r.firmId,
  typeId: ACTIVITY_TYPE.delivery,
  title,
  description,
  userId,
  ip: null,
  userAgent: null,
  at,
  companyId: r.companyId,
  taxReturnId: r.id,
});
