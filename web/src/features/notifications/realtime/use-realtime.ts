// Connects the signed-in user to the realtime channel (lib/realtime: Firestore listeners, or
// Server-Sent Events on the embedded store) and writes what arrives into the query cache, so the
// global alert and the messages badge change without a reload. While the channel is interrupted,
// each retry refetches them from the API, as does a channel that may have missed a change.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '@/lib/first-screen';
import { keepRealtimeOpen, type RealtimeHandlers } from '@/lib/realtime/keep-realtime-open';
import { realtimeKeys } from '../api/realtime-docs';

/** What arrives is written into the cache; a refetch invalidates every realtime query. */
export const cacheHandlers = (client: QueryClient): RealtimeHandlers => ({
  onEvent: (event) =>
    client.setQueryData(
      event.type === 'global-alert' ? realtimeKeys.alert : realtimeKeys.signal,
      event.data,
    ),
  refetch: () => void client.invalidateQueries({ queryKey: realtimeKeys.all }),
});

export function useRealtime(ids: { firmId: string; uid: string }): void {
  const client = useQueryClient();
  const { firmId, uid } = ids;
  useEffect(() => {
    const controller = new AbortController();
    // Once the first screen is up: the channel (and in production the Firestore SDK it loads)
    // would share the network and the main thread with it; connecting reads what it missed.
    const cancel = afterFirstScreen(
      () => void keepRealtimeOpen({ firmId, uid }, cacheHandlers(client), controller.signal),
    );
    return () => {
      cancel();
      controller.abort();
    };
  }, [client, firmId, uid]);
}
