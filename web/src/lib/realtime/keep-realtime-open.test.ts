// keepRealtimeOpen on a scripted channel and fake timers: it reconnects after every end of the
// channel with a growing pause that an event resets, asks for a refetch at each interruption, and
// stops for good when its signal aborts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { keepRealtimeOpen } from './keep-realtime-open';
import type { RealtimeChannel } from './realtime-port';

const IDS = { firmId: 'f1', uid: 'u1' };
const ALERT: RealtimeEvent = { type: 'global-alert', data: { show: false, text: '' } };

interface Run {
  at: number;
  onEvent: (event: RealtimeEvent) => void;
  refetch: () => void;
  signal: AbortSignal;
  end: () => void;
  fail: (error: Error) => void;
}

/** A channel that stays live until the test ends it, or `script` says how each run goes. */
function scriptedChannel(script?: (run: Run) => void) {
  const runs: Run[] = [];
  const channel: RealtimeChannel = (_ids, onEvent, signal, refetch) =>
    new Promise((resolve, reject) => {
      const run = { at: Date.now(), onEvent, refetch, signal, end: () => resolve(), fail: reject };
      runs.push(run);
      // A live channel resolves when its signal aborts (realtime-port.ts).
      signal.addEventListener('abort', () => resolve(), { once: true });
      script?.(run);
    });
  return { channel, runs };
}

function start(channel: RealtimeChannel) {
  const events: RealtimeEvent[] = [];
  const refetches: number[] = [];
  const controller = new AbortController();
  const handlers = {
    onEvent: (event: RealtimeEvent) => events.push(event),
    refetch: () => refetches.push(Date.now()),
  };
  const done = keepRealtimeOpen(IDS, handlers, controller.signal, channel);
  return { events, refetches, controller, done };
}

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('keepRealtimeOpen', () => {
  it('passes the ids, the events and the channel’s own refetch requests through', async () => {
    const ids: unknown[] = [];
    const { channel, runs } = scriptedChannel();
    const spying: RealtimeChannel = (given, ...rest) => (ids.push(given), channel(given, ...rest));
    const { events, refetches } = start(spying);
    await tick();
    runs[0]!.onEvent(ALERT);
    runs[0]!.refetch();
    expect(ids).toEqual([IDS]);
    expect(events).toEqual([ALERT]);
    expect(refetches).toHaveLength(1);
  });

  it('reconnects after 0.5, 1, 2 and then every 5 s while the channel keeps failing', async () => {
    const { channel, runs } = scriptedChannel((run) => run.fail(new Error('denied')));
    start(channel);
    await tick(30_000);
    expect(gaps(runs.map((r) => r.at)).slice(0, 7)).toEqual([
      500, 1000, 2000, 5000, 5000, 5000, 5000,
    ]);
  });

  it('treats a stream the server ends like a failure: refetch, pause, reconnect', async () => {
    const { channel, runs } = scriptedChannel((run) => run.end());
    const { refetches } = start(channel);
    await tick(1500);
    expect(runs.map((r) => r.at)).toEqual([0, 500, 1500]);
    expect(refetches).toEqual([0, 500, 1500]);
  });

  it('refetches once at every interruption, before waiting to reconnect', async () => {
    const { channel, runs } = scriptedChannel();
    const { refetches } = start(channel);
    await tick(10_000);
    expect(refetches).toEqual([]);
    runs[0]!.fail(new Error('offline'));
    await tick();
    expect(refetches).toEqual([10_000]);
    expect(runs).toHaveLength(1);
    await tick(500);
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await tick(1000);
    expect(refetches).toEqual([10_000, 10_500]);
    expect(runs).toHaveLength(3);
  });

  it('starts the pauses again from 0.5 s once an event has arrived', async () => {
    const { channel, runs } = scriptedChannel();
    start(channel);
    await tick();
    for (const pause of [500, 1000, 2000]) {
      runs.at(-1)!.fail(new Error('drop'));
      await tick(pause);
    }
    runs.at(-1)!.onEvent(ALERT);
    runs.at(-1)!.fail(new Error('drop'));
    await tick(500);
    expect(gaps(runs.map((r) => r.at))).toEqual([500, 1000, 2000, 500]);
  });

  it('stops while live: the channel is told, and nothing is refetched or reopened', async () => {
    const { channel, runs } = scriptedChannel();
    const { refetches, controller, done } = start(channel);
    await tick();
    controller.abort();
    await expect(done).resolves.toBeUndefined();
    expect(runs[0]!.signal.aborted).toBe(true);
    await tick(60_000);
    expect(runs).toHaveLength(1);
    expect(refetches).toEqual([]);
  });

  it('stops during a pause at once, without waiting for it to end', async () => {
    const { channel, runs } = scriptedChannel((run) => run.fail(new Error('drop')));
    const { controller, done } = start(channel);
    await tick(100);
    controller.abort();
    await tick();
    await expect(done).resolves.toBeUndefined();
    await tick(60_000);
    expect(runs).toHaveLength(1);
  });
});
