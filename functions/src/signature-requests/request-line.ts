// A request's line in the entity's activity log (type 5, delivery): what happened to which
// document, by whom (null: the portal's own work).
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import type { SignatureRequestRecord } from './signature-request-record';

export const requestLine = (
  r: SignatureRequestRecord,
  title: string,
  userId: string | null,
  at: Date,
  detail?: string,
) => ({
  firmId: r.firmId,
  typeId: ACTIVITY_TYPE.delivery,
  title,
  description: `${r.formName}: ${r.documentName} (${r.taxYear}) for ${r.companyName}${detail ? `, ${detail}` : ''}`,
  userId,
  ip: null,
  userAgent: null,
  at,
  companyId: r.companyId,
});
