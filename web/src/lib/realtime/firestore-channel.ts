// The production realtime channel: Firestore listeners on the caller's firm alert and signal
// documents (firestore.rules let a member read only their own firm's alert and their own signal).
// Loaded on demand, so a build that listens to Server-Sent Events never downloads the SDK.
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { firebaseWebConfig, loadFirebase } from '@/lib/firebase';
import type { RealtimeChannel } from './realtime-port';

let firestore: Firestore | undefined;

/** One Firestore instance, pointed at the emulator when the local runtime names one. */
async function db(): Promise<Firestore> {
  if (firestore) return firestore;
  const { app } = await loadFirebase();
  if (firestore) return firestore;
  firestore = getFirestore(app);
  const emulator = firebaseWebConfig().firestoreEmulatorHost;
  if (emulator) {
    const [host, port] = emulator.split(':');
    connectFirestoreEmulator(firestore, host!, Number(port));
  }
  return firestore;
}

const toAlert = (data: DocumentData | undefined): RealtimeEvent => ({
  type: 'global-alert',
  data: { show: Boolean(data?.show), text: String(data?.text ?? '') },
});

const isoOf = (value: unknown) =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

const toSignal = (data: DocumentData | undefined): RealtimeEvent => ({
  type: 'signal',
  data: {
    unseen_messages: Number(data?.unseen_messages ?? 0),
    message_at: isoOf(data?.message_at),
    notification_at: isoOf(data?.notification_at),
  },
});

/** When the documents are read again through the API, after the listeners' first snapshot (ms). */
const CATCH_UP_AFTER_FIRST_SNAPSHOT_MS = [0, 2000];

/** What the channel reads of a snapshot. */
export interface DocSnapshot {
  metadata: { fromCache: boolean };
  data(): DocumentData | undefined;
}

/** Listens to one document with metadata changes (onSnapshot on the SDK); answers the stop. */
export type ListenToDoc = (
  path: string,
  observer: { next: (snapshot: DocSnapshot) => void; error: (error: Error) => void },
) => Unsubscribe;

/**
 * Listens with metadata changes: a snapshot from the cache means the SDK has lost the server
 * (the memory cache raises none while online), and a listener error means a denial; either ends
 * this run as an interruption, so the caller refetches and reconnects. After the first server
 * snapshot the caller reads the documents again through the API, at once and two seconds later:
 * a change committed while a listener was being added is then not lost (the emulator can drop
 * one, and its commit may land after the snapshot; docs/decisions/store.md). The SDK cannot do that
 * read: getDocFromServer joins the listener's own target and answers its view.
 */
export function createFirestoreChannel(connect: () => Promise<ListenToDoc>): RealtimeChannel {
  return async (ids, onEvent, signal, refetch) => {
    const listenToDoc = await connect();
    return new Promise((resolve, reject) => {
      if (signal.aborted) return resolve();
      const stops: Unsubscribe[] = [];
      const stop = () => stops.splice(0).forEach((unsubscribe) => unsubscribe());
      const interrupted = (reason: Error) => {
        stop();
        reject(reason);
      };
      let caughtUp = false;
      const catchUp = () => {
        if (caughtUp) return;
        caughtUp = true;
        for (const ms of CATCH_UP_AFTER_FIRST_SNAPSHOT_MS) {
          const timer = setTimeout(() => signal.aborted || refetch(), ms);
          stops.push(() => clearTimeout(timer));
        }
      };
      const listen = (path: string, toEvent: (data: DocumentData | undefined) => RealtimeEvent) =>
        listenToDoc(path, {
          next: (snapshot) => {
            if (snapshot.metadata.fromCache) return interrupted(new Error(`${path} is offline`));
            onEvent(toEvent(snapshot.data()));
            catchUp();
          },
          error: interrupted,
        });
      stops.push(
        listen(`firms/${ids.firmId}/alerts/global`, toAlert),
        listen(`firms/${ids.firmId}/signals/${ids.uid}`, toSignal),
      );
      signal.addEventListener('abort', () => (stop(), resolve()), { once: true });
    });
  };
}

export const firestoreChannel = createFirestoreChannel(async () => {
  const firestore = await db();
  return (path, observer) =>
    onSnapshot(doc(firestore, path), { includeMetadataChanges: true }, observer);
});
