// Connects the signed-in user to the realtime channel and writes what arrives into the query cache,
// so the global alert and the messages badge change without a reload.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthState } from '@/lib/auth-state';
import { realtimeKeys } from '../api/realtime-docs';
import { runRealtimeChannel } from './realtime-channel';

export function useRealtime(): void {
  const client = useQueryClient();
  const auth = useAuthState();
  const uid = auth.user?.uid;
  useEffect(() => {
    if (!uid) return;
    const controller = new AbortController();
    void runRealtimeChannel((event) => {
      client.setQueryData(event.type === 'global-alert' ? realtimeKeys.alert : realtimeKeys.signal, event.data);
    }, controller.signal);
    return () => controller.abort();
  }, [client, uid]);
}
