// The realtime port: one contract for the two live channels the web app can listen on, Firestore
// listeners (production, and the local runtime on the Firestore emulator) and the local runtime's
// Server-Sent Events (on the embedded store). keepRealtimeOpen picks the one the config names.
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';

/** Whose live documents to follow: the caller's firm alert and their own signal. */
export interface RealtimeIds {
  firmId: string;
  uid: string;
}

/**
 * A live channel: delivers the current values, then every change, through `onEvent` until
 * `signal` aborts (it then resolves). It settles earlier, resolved or rejected, whenever it stops
 * being live (a dropped connection, a denial, the server closing the stream), so the caller can
 * refetch what it may have missed and reconnect. While live, it calls `refetch` when it may have
 * missed a change (the caller reads the documents again through the API).
 */
export type RealtimeChannel = (
  ids: RealtimeIds,
  onEvent: (event: RealtimeEvent) => void,
  signal: AbortSignal,
  refetch: () => void,
) => Promise<void>;
