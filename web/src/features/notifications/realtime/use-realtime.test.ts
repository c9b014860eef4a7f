// The realtime cache handlers on a real QueryClient, fed by the SSE channel over a fake fetch: what
// arrives lands in the alert and signal queries, and every interruption of the channel makes the
// screen read them again through the API (spec: never a silently stale badge or alert).
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GlobalAlertDto, UserSignalDto } from '@portico/common/realtime/realtime-dto';
import { keepRealtimeOpen } from '@/lib/realtime/keep-realtime-open';
import { createSseChannel } from '@/lib/realtime/sse-channel';
import { realtimeKeys } from '../api/realtime-docs';
import { cacheHandlers } from './use-realtime';

const IDS = { firmId: 'f1', uid: 'u1' };
const ALERT: GlobalAlertDto = { show: true, text: 'Closed Friday' };
const SIGNAL: UserSignalDto = { unseen_messages: 4, message_at: null, notification_at: null };
const events = (...blocks: [string, unknown][]) =>
  blocks.map(([type, data]) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`).join('');

/** Answers each connection in turn: a refusal, or a stream of `text` the server ends or keeps. */
type Answer = { status: number } | { text: string; ends: boolean };

function fakeFetch(answers: Answer[]) {
  let calls = 0;
  const fetch = async () => {
    const answer = answers[calls++] ?? { text: '', ends: false };
    if ('status' in answer) return new Response('refused', { status: answer.status });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(answer.text));
        if (answer.ends) controller.close();
      },
    });
    return new Response(body);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls: () => calls };
}

/** A screen showing both queries: counts the reads it makes through the API. */
function screen(client: QueryClient) {
  const reads = { alert: 0, signal: 0 };
  const watch = <T>(queryKey: readonly string[], name: keyof typeof reads, value: T) =>
    new QueryObserver(client, {
      queryKey,
      queryFn: async () => (reads[name]++, value),
      staleTime: Infinity,
    }).subscribe(() => {});
  watch(realtimeKeys.alert, 'alert', { show: false, text: '' });
  watch(realtimeKeys.signal, 'signal', SIGNAL);
  return reads;
}

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
let client: QueryClient;
let stop: AbortController;

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
  stop = new AbortController();
});
afterEach(() => {
  stop.abort(); // as the hook's cleanup does on unmount
  client.clear();
  vi.useRealTimers();
});

function connect(fetch: typeof globalThis.fetch) {
  const channel = createSseChannel({ idToken: async () => 'token', fetch });
  return keepRealtimeOpen(IDS, cacheHandlers(client), stop.signal, channel);
}

describe('useRealtime’s cache handlers', () => {
  it('write each arriving event into the alert or signal query', async () => {
    const server = fakeFetch([
      {
        text: events(['global-alert', ALERT], ['signal', SIGNAL]) + ': keep-alive\n\n',
        ends: false,
      },
    ]);
    void connect(server.fetch);
    await tick();
    expect(client.getQueryData(realtimeKeys.alert)).toEqual(ALERT);
    expect(client.getQueryData(realtimeKeys.signal)).toEqual(SIGNAL);
  });

  it('read both queries again at every interruption: a stream the server ends, a refusal', async () => {
    const reads = screen(client);
    await tick();
    expect(reads).toEqual({ alert: 1, signal: 1 });

    const server = fakeFetch([
      { text: events(['global-alert', ALERT]), ends: true },
      { status: 503 },
      { text: '', ends: false }, // live from here on
    ]);
    void connect(server.fetch);
    await tick();
    expect(reads).toEqual({ alert: 2, signal: 2 });
    await tick(500);
    expect(server.calls()).toBe(2);
    expect(reads).toEqual({ alert: 3, signal: 3 });
    await tick(1000); // the refused connection brought no event, so the pause grew
    expect(server.calls()).toBe(3);
    await tick(60_000);
    expect(reads).toEqual({ alert: 3, signal: 3 });
  });

  it('mark every realtime query stale on a refetch, also those no screen shows now', async () => {
    client.setQueryData(realtimeKeys.alert, ALERT);
    client.setQueryData(realtimeKeys.signal, SIGNAL);
    cacheHandlers(client).refetch();
    await tick();
    expect(client.getQueryState(realtimeKeys.alert)?.isInvalidated).toBe(true);
    expect(client.getQueryState(realtimeKeys.signal)?.isInvalidated).toBe(true);
  });
});
