// A notification for one user, of something they asked for (an export ready), beside the entity
// subscribers' notices: the same document and the same move of their signal, written in the
// caller's transaction.
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';
import { notificationsRepo } from './notifications.repo';
import { realtimeRepo } from './realtime.repo';

export interface DirectNotice {
  firmId: string;
  userId: string;
  typeId: number;
  text: string;
  link: string;
  clientName: string;
  companyId: string | null;
}

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
