// The production realtime channel: Firestore listeners on the caller's firm alert and signal
// documents (firestore.rules let a member read only their own firm's alert and their own signal).
// Loaded on demand, so a build that listens to Server-Sent Events never downloads the SDK.
import {
  connectFirestoreEmulator,
  doc,
  getDocFromServer,
  getFirestore,
  onSnapshot,
  type DocumentData,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { firebaseApp, firebaseWebConfig } from '@/lib/firebase';
import type { RealtimeChannel } from './realtime-port';

let firestore: Firestore | undefined;

/** One Firestore instance, pointed at the emulator when the local runtime names one. */
function db(): Firestore {
  if (firestore) return firestore;
  firestore = getFirestore(firebaseApp());
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

const toSignal = (data: DocumentData | undefined): RealtimeEvent => ({
  type: 'signal',
  data: { unseen_messages: Number(data?.unseen_messages ?? 0) },
});

/**
 * Listens with metadata changes: a snapshot from the cache means the SDK has lost the server
 * (the memory cache raises none while online), and a listener error means a denial; either ends
 * this run as an interruption, so the caller refetches and reconnects. Once a listener has its
 * first server snapshot, the document is read once more from the server: a change committed while
 * the listener was being added is then not lost (the emulator can drop one; docs/decisions.md).
 */
export const firestoreChannel: RealtimeChannel = (ids, onEvent, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return resolve();
    const stops: Unsubscribe[] = [];
    const stop = () => stops.splice(0).forEach((unsubscribe) => unsubscribe());
    const interrupted = (reason: Error) => {
      stop();
      reject(reason);
    };
    const listen = (path: string, toEvent: (data: DocumentData | undefined) => RealtimeEvent) => {
      const ref = doc(db(), path);
      let delivered = 0;
      /** The re-read wins only if no newer snapshot arrived while it was on its way. */
      const reread = () => {
        const before = delivered;
        getDocFromServer(ref).then(
          (snapshot) => {
            if (delivered === before && !signal.aborted) onEvent(toEvent(snapshot.data()));
          },
          (error: Error) => interrupted(error),
        );
      };
      return onSnapshot(
        ref,
        { includeMetadataChanges: true },
        {
          next: (snapshot) => {
            if (snapshot.metadata.fromCache) return interrupted(new Error(`${path} is offline`));
            onEvent(toEvent(snapshot.data()));
            if (delivered++ === 0) reread();
          },
          error: interrupted,
        },
      );
    };
    stops.push(
      listen(`firms/${ids.firmId}/alerts/global`, toAlert),
      listen(`firms/${ids.firmId}/signals/${ids.uid}`, toSignal),
    );
    signal.addEventListener('abort', () => (stop(), resolve()), { once: true });
  });
