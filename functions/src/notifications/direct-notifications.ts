// A notification for one user, of something they asked for (an export ready), beside the entity
// subscribers' notices: the same document and the same move of their signal, written in the
// caller's transaction.
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';
import { notificationsRepo, type NotificationRecord } from './notifications.repo';
import { realtimeRepo } from './realtime.repo';

/** A notification about to be written: its record, less what writing it decides. */
export type DirectNotice = Omit<NotificationRecord, 'id' | 'createdAt' | 'dismissed'>;

/** Inside a transaction, after its reads: writes the notification and moves the user's signal. */
export function noticeWriter(db: Db) {
  const notifications = notificationsRepo(db);
  const realtime = realtimeRepo(db);
  return (tx: DbTransaction, notice: DirectNotice, at: Date): void => {
    notifications.insert(tx, { ...notice, createdAt: at, dismissed: false });
    realtime.putSignal(tx, notice.firmId, notice.userId, { notificationAt: at });
  };
}

export function directNotices(db: Db, clock: Clock) {
  const write = noticeWriter(db);
  return {
    plan(tx: DbTransaction, notice: DirectNotice): PlannedWrites {
      return { count: 2, apply: () => write(tx, notice, clock.now()) };
    },
  };
}

export type DirectNotices = ReturnType<typeof directNotices>;
