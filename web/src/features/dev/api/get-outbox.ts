// GET /dev/outbox (offline runtime only): the mail and SMS the app would have sent.
import type { OutboxItem } from '@portico/common/dev/outbox-item';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const OUTBOX_REFRESH_MS = 2000;

export const devKeys = { outbox: ['dev', 'outbox'] as const };

export const getOutbox = (signal?: AbortSignal) =>
  api.get<{ items: OutboxItem[] }>('/dev/outbox', undefined, signal);

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: devKeys.outbox,
    queryFn: ({ signal }) => getOutbox(signal),
    // Newest first, whatever order the server answers in.
    select: (data) =>
      [...data.items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)),
    refetchInterval: OUTBOX_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
