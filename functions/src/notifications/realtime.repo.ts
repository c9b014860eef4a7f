// The realtime documents of a firm: firms/{firmId}/alerts/global and firms/{firmId}/signals/{uid}.
import type { GlobalAlertDto, UserSignalDto } from '@portico/common/realtime/realtime-dto';
import { Timestamp, type Db, type DbTransaction, type DbUnsubscribe } from '../platform/db/db';

interface GlobalAlertDoc {
  show: boolean;
  text: string;
  updated_at: Timestamp;
  updated_by: string;
}
interface SignalDoc {
  unseen_messages?: number;
  message_at?: Timestamp | null;
  notification_at?: Timestamp | null;
}

const NO_ALERT: GlobalAlertDto = { show: false, text: '' };
const alertPath = (firmId: string) => `firms/${firmId}/alerts/global`;
const signalPath = (firmId: string, uid: string) => `firms/${firmId}/signals/${uid}`;
const toAlert = (doc: GlobalAlertDoc | undefined): GlobalAlertDto =>
  doc ? { show: doc.show, text: doc.text } : NO_ALERT;
const toSignal = (doc: SignalDoc | undefined): UserSignalDto => ({
  unseen_messages: doc?.unseen_messages ?? 0,
  message_at: doc?.message_at?.toDate().toISOString() ?? null,
  notification_at: doc?.notification_at?.toDate().toISOString() ?? null,
});

export function realtimeRepo(db: Db) {
  return {
    async globalAlert(firmId: string): Promise<GlobalAlertDto> {
      return toAlert((await db.doc(alertPath(firmId)).get()).data() as GlobalAlertDoc | undefined);
    },
    async setGlobalAlert(
      firmId: string,
      alert: GlobalAlertDto,
      by: string,
      at: Date,
    ): Promise<void> {
      const doc: GlobalAlertDoc = { ...alert, updated_by: by, updated_at: Timestamp.fromDate(at) };
      await db.doc(alertPath(firmId)).set(doc);
    },
    async signal(firmId: string, uid: string): Promise<UserSignalDto> {
      return toSignal(
        (await db.doc(signalPath(firmId, uid)).get()).data() as SignalDoc | undefined,
      );
    },
    /** Messaging bumps this when a message arrives; the shell shows it as the badge. */
    async setUnseenMessages(firmId: string, uid: string, count: number): Promise<void> {
      await db.doc(signalPath(firmId, uid)).set({ unseen_messages: count }, { merge: true });
    },
    /** Inside a transaction (reads): each user's count of conversations with unseen messages. */
    async readUnseenMessages(
      tx: DbTransaction,
      firmId: string,
      uids: string[],
    ): Promise<Map<string, number>> {
      const found = await Promise.all(
        uids.map(async (uid) => {
          const doc = (await tx.get(db.doc(signalPath(firmId, uid)))).data();
          return [uid, toSignal(doc as SignalDoc | undefined).unseen_messages] as const;
        }),
      );
      return new Map(found);
    },
    /**
     * Inside a transaction, after its reads: a user's badge, and when a message last reached them
     * (their open screens follow both live).
     */
    putSignal(
      tx: DbTransaction,
      firmId: string,
      uid: string,
      change: { unseenMessages?: number; messageAt?: Date; notificationAt?: Date },
    ): void {
      const doc: SignalDoc = {};
      if (change.unseenMessages !== undefined) doc.unseen_messages = change.unseenMessages;
      if (change.messageAt) doc.message_at = Timestamp.fromDate(change.messageAt);
      if (change.notificationAt) doc.notification_at = Timestamp.fromDate(change.notificationAt);
      tx.set(db.doc(signalPath(firmId, uid)), doc, { merge: true });
    },
    watchGlobalAlert(firmId: string, onChange: (alert: GlobalAlertDto) => void): DbUnsubscribe {
      return db
        .doc(alertPath(firmId))
        .onSnapshot((s) => onChange(toAlert(s.data() as GlobalAlertDoc | undefined)));
    },
    watchSignal(
      firmId: string,
      uid: string,
      onChange: (signal: UserSignalDto) => void,
    ): DbUnsubscribe {
      return db
        .doc(signalPath(firmId, uid))
        .onSnapshot((s) => onChange(toSignal(s.data() as SignalDoc | undefined)));
    },
  };
}

export type RealtimeRepo = ReturnType<typeof realtimeRepo>;
