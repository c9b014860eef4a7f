// Connects the signed-in user to the realtime channel (Server-Sent Events offline, Firestore
// listeners in production) and writes what arrives into the query cache, so the global alert and
// the messages badge change without a reload.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { runsOffline } from '@/lib/firebase';
import { realtimeKeys } from '../api/realtime-docs';
import { runRealtimeChannel } from './realtime-channel';

export function useRealtime(ids: { firmId: string; uid: string }): void {
  const client = useQueryClient();
  const { firmId, uid } = ids;
  useEffect(() => {
    const controller = new AbortController();
    const onEvent = (event: Parameters<Parameters<typeof runRealtimeChannel>[0]>[0]) =>
      client.setQueryData(
        event.type === 'global-alert' ? realtimeKeys.alert : realtimeKeys.signal,
        event.data,
      );
    if (runsOffline()) {
      void runRealtimeChannel(onEvent, controller.signal);
    } else {
      void import('./firestore-channel').then(({ runFirestoreChannel }) =>
        runFirestoreChannel({ firmId, uid }, onEvent, controller.signal),
      );
    }
    return () => controller.abort();
  }, [client, firmId, uid]);
}
