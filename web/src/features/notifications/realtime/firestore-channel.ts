// The production realtime channel: Firestore listeners on the caller's firm alert and signal
// documents (firestore.rules let a member read only their own firm's alert and their own signal).
// Loaded on demand, so the offline build never downloads the Firestore SDK.
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { firebaseApp } from '@/lib/firebase';

export async function runFirestoreChannel(
  ids: { firmId: string; uid: string },
  onEvent: (event: RealtimeEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const { doc, getFirestore, onSnapshot } = await import('firebase/firestore');
  if (signal.aborted) return;
  const db = getFirestore(firebaseApp());
  const stops = [
    onSnapshot(doc(db, `firms/${ids.firmId}/alerts/global`), (s) => {
      const data = s.data();
      onEvent({
        type: 'global-alert',
        data: { show: Boolean(data?.show), text: String(data?.text ?? '') },
      });
    }),
    onSnapshot(doc(db, `firms/${ids.firmId}/signals/${ids.uid}`), (s) => {
      onEvent({
        type: 'signal',
        data: { unseen_messages: Number(s.data()?.unseen_messages ?? 0) },
      });
    }),
  ];
  signal.addEventListener('abort', () => stops.forEach((stop) => stop()), { once: true });
}
