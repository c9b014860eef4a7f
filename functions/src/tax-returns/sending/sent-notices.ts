// What a sent return tells its signers in the portal: it is ready, and where it is.
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import type { EntityNotification } from '../../notifications/notifications.module';
import { reviewPath } from '../return-notes';
import type { TaxReturnRecord } from '../tax-return-record';

export const returnSentNotice = (r: TaxReturnRecord, signerIds: string[]): EntityNotification => ({
  firmId: r.firmId,
  companyId: r.companyId,
  typeId: NOTIFICATION_TYPE.information,
  actorId: null,
  among: signerIds,
  say: () => ({ text: `Your ${r.taxYear} tax return is ready`, link: reviewPath(r) }),
});
