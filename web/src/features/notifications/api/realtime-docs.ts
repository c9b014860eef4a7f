// The global alert and the caller's signal: current values, and pushing the alert (partners).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GlobalAlertDto, UserSignalDto } from '@portico/common/realtime/realtime-dto';
import { api } from '@/lib/api-client';

export const realtimeKeys = {
  all: ['realtime'] as const,
  alert: ['realtime', 'global-alert'] as const,
  signal: ['realtime', 'signal'] as const,
};

// Live updates arrive through the realtime channel, which writes into these same cache entries.
export const useGlobalAlert = () =>
  useQuery({
    queryKey: realtimeKeys.alert,
    queryFn: () => api.get<GlobalAlertDto>('/alerts/global'),
    staleTime: Infinity,
  });

export const useSignal = (enabled = true) =>
  useQuery({
    queryKey: realtimeKeys.signal,
    queryFn: () => api.get<UserSignalDto>('/signals/me'),
    staleTime: Infinity,
    enabled,
  });

export function useSetGlobalAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alert: GlobalAlertDto) => api.put<GlobalAlertDto>('/alerts/global', alert),
    onSuccess: (saved) => client.setQueryData(realtimeKeys.alert, saved),
  });
}
