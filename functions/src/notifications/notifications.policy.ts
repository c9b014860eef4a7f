// Who may read and dismiss notifications: each signed-in user their own, nobody anyone else's (a
// notification of another user, or of another firm, reads as not found, so ids cannot be probed).
import { NOTIFICATION_MESSAGES } from '@portico/common/notifications/notifications';
import { NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { NotificationRecord } from './notifications.repo';

export function requireOwnNotification(
  caller: Principal,
  record: NotificationRecord | null,
): NotificationRecord {
  if (!record || record.firmId !== caller.firmId || record.userId !== caller.userId)
    throw new NotFound(NOTIFICATION_MESSAGES.notFound);
  return record;
}
