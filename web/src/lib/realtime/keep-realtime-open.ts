// Keeps the signed-in user's live channel open: reconnects after every interruption with a short,
// growing pause, and reports each interruption so the screen refetches what it may have missed
// (a denial or a drop shows up as a retry, never as a silently stale screen).
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { firebaseWebConfig } from '@/lib/firebase';
import type { RealtimeChannel, RealtimeIds } from './realtime-port';
import { sseChannel } from './sse-channel';

const RETRY_MS = [500, 1000, 2000, 5000];

export interface RealtimeHandlers {
  onEvent(event: RealtimeEvent): void;
  /**
   * Read the documents again through the API: the channel stopped being live (what it delivered
   * may be stale until it is back), or it may have missed a change while connecting.
   */
  refetch(): void;
}

/** The channel the config names; the Firestore SDK is downloaded only when it is the one. */
async function configuredChannel(): Promise<RealtimeChannel> {
  if (firebaseWebConfig().realtime === 'sse') return sseChannel;
  return (await import('./firestore-channel')).firestoreChannel;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** Runs until `signal` aborts (sign-out, unmount); on `channel`, or the one the config names. */
export async function keepRealtimeOpen(
  ids: RealtimeIds,
  handlers: RealtimeHandlers,
  signal: AbortSignal,
  given?: RealtimeChannel,
): Promise<void> {
  const channel = given ?? (await configuredChannel());
  let attempt = 0;
  while (!signal.aborted) {
    try {
      await channel(
        ids,
        (event) => {
          attempt = 0;
          handlers.onEvent(event);
        },
        signal,
        handlers.refetch,
      );
    } catch {
      // Interrupted: handled below like a clean end of the stream.
    }
    if (signal.aborted) return;
    handlers.refetch();
    await pause(RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!, signal);
  }
}
