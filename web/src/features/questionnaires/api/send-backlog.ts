// The send queue's backlog (spec 2 "Polling and queues"): while entities wait, the count is asked
// every 3 s and the overview every 8 s, each for up to 5 minutes; when the count drops to 0 the
// overview reloads 1 s later. Polling stops when the staff member says so, until the next send.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendBacklogDto } from '@portico/common/questionnaires/send-template';
import { api } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

export const BACKLOG_POLL_MS = 3_000;
export const OVERVIEW_POLL_MS = 8_000;
export const POLL_FOR_MS = 5 * 60_000;
export const RELOAD_AFTER_MS = 1_000;

export interface SendBacklog {
  waiting: number;
  total: number;
  stopped: boolean;
  stop: () => void;
  /** The overview's refetch interval meanwhile (false: none). */
  overviewInterval: () => number | false;
}

export function useSendBacklog(): SendBacklog {
  const client = useQueryClient();
  // A round of polling is the sends under way since `started_at`: asked for 5 minutes from when
  // this screen first saw it, unless stopped; a later send starts a new round.
  const firstSeen = useRef(new Map<string, number>());
  const [stoppedFor, setStoppedFor] = useState<string | null>(null);
  const asking = (data: SendBacklogDto | undefined) => {
    if (!data?.backlog_count || !data.started_at || data.started_at === stoppedFor) return false;
    const seen = firstSeen.current.get(data.started_at) ?? Date.now();
    firstSeen.current.set(data.started_at, seen);
    return Date.now() - seen < POLL_FOR_MS;
  };
  const query = useQuery({
    queryKey: questionnaireKeys.backlog(),
    queryFn: () => api.get<SendBacklogDto>('/v2/questionnaires/backlog'),
    refetchInterval: (q) => (asking(q.state.data) ? BACKLOG_POLL_MS : false),
  });
  const waiting = query.data?.backlog_count ?? 0;

  const previous = useRef(waiting);
  useEffect(() => {
    const was = previous.current;
    previous.current = waiting;
    if (was === 0 || waiting > 0) return;
    const reload = setTimeout(
      () => void client.invalidateQueries({ queryKey: [...questionnaireKeys.all, 'overview'] }),
      RELOAD_AFTER_MS,
    );
    return () => clearTimeout(reload);
  }, [waiting, client]);

  const startedAt = query.data?.started_at ?? null;
  return {
    waiting,
    total: Math.max(query.data?.total ?? 0, waiting),
    stopped: startedAt !== null && startedAt === stoppedFor,
    stop: () => setStoppedFor(startedAt),
    overviewInterval: () => (asking(query.data) ? OVERVIEW_POLL_MS : false),
  };
}
