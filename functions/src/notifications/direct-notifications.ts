// A notification for one user, of something they asked for (an export ready), beside the entity
// subscribers' notifications: the same document and the same move of their signal, written in the
// caller's transaction.
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';
import { notificationsRepo, type NotificationRecord } from './notifications.repo';
import { realtimeRepo } from './realtime.repo';

/** A notification about to be written: its record, less what writing it decides. */
export type DirectNotification = Omit<NotificationRecord, 'id' | 'createdAt' | 'dismissed'>;

/** Inside a transaction, after its reads: writes the notification and moves the user's signal. */
export function notificationWriter(db: Db) {
  const notifications = notificationsRepo(db);
  const realtime = realtimeRepo(db);
  return (tx: DbTransaction, notification: DirectNotification, at: Date): void => {
    notifications.insert(tx, { ...notification, createdAt: at, dismissed: false });
    realtime.putSignal(tx, notification.firmId, notification.userId, { notificationAt: at });
  };
}

export function directNotifications(db: Db, clock: Clock) {
  const write = notificationWriter(db);
  return {
    plan(tx: DbTransaction, notification: DirectNotification): PlannedWrites {
      return { count: 2, apply: () => write(tx, notification, clock.now()) };
    },
  };
}

export type DirectNotifications = ReturnType<typeof directNotifications>;
