// The Firestore channel on fake document listeners (the SDK's onSnapshot is the edge): which
// documents it follows, how their snapshots become events, when it counts as interrupted, the
// catch-up reads after the first snapshot, and that every listener stops when it ends.
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@portico/common/realtime/realtime-dto';
import { createFirestoreChannel, type DocSnapshot, type ListenToDoc } from './firestore-channel';

const ALERT_PATH = 'firms/f1/alerts/global';
const SIGNAL_PATH = 'firms/f1/signals/u1';

type Observer = Parameters<ListenToDoc>[1];

/** Document listeners the test drives: a snapshot from the server or the cache, or an error. */
function fakeFirestore() {
  const listeners = new Map<string, Observer>();
  const stopped: string[] = [];
  const listenToDoc: ListenToDoc = (path, observer) => {
    listeners.set(path, observer);
    return () => void stopped.push(path);
  };
  const snapshot = (data: DocumentData | undefined, fromCache = false): DocSnapshot => ({
    metadata: { fromCache },
    data: () => data,
  });
  return {
    listenToDoc,
    listeners,
    stopped,
    fromServer: (path: string, data?: DocumentData) => listeners.get(path)!.next(snapshot(data)),
    fromCache: (path: string, data?: DocumentData) =>
      listeners.get(path)!.next(snapshot(data, true)),
    error: (path: string, error: Error) => listeners.get(path)!.error(error),
  };
}

function open(firestore = fakeFirestore(), controller = new AbortController()) {
  const channel = createFirestoreChannel(async () => firestore.listenToDoc);
  const events: RealtimeEvent[] = [];
  const refetch = vi.fn();
  const running = channel(
    { firmId: 'f1', uid: 'u1' },
    (event) => events.push(event),
    controller.signal,
    refetch,
  );
  // Whether it settled, without waiting for it.
  let settled: 'resolved' | 'rejected' | null = null;
  running.then(
    () => (settled = 'resolved'),
    () => (settled = 'rejected'),
  );
  return { firestore, events, refetch, running, controller, settled: () => settled };
}

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Firestore channel', () => {
  it("follows the caller's firm alert and their own signal document", async () => {
    const { firestore } = open();
    await tick();
    expect([...firestore.listeners.keys()]).toEqual([ALERT_PATH, SIGNAL_PATH]);
  });

  it('turns the alert document into a global-alert event, a missing one into a hidden alert', async () => {
    const { firestore, events } = open();
    await tick();
    firestore.fromServer(ALERT_PATH, { show: true, text: 'Office closed 🎄' });
    firestore.fromServer(ALERT_PATH, undefined);
    expect(events).toEqual([
      { type: 'global-alert', data: { show: true, text: 'Office closed 🎄' } },
      { type: 'global-alert', data: { show: false, text: '' } },
    ]);
  });

  it('turns the signal document into a signal event, its Timestamps into ISO strings', async () => {
    const { firestore, events } = open();
    await tick();
    const at = new Date('2025-04-15T12:30:00.000Z');
    firestore.fromServer(SIGNAL_PATH, {
      unseen_messages: 3,
      message_at: Timestamp.fromDate(at),
      notification_at: 'not a timestamp',
    });
    firestore.fromServer(SIGNAL_PATH, undefined);
    expect(events).toEqual([
      {
        type: 'signal',
        data: { unseen_messages: 3, message_at: at.toISOString(), notification_at: null },
      },
      { type: 'signal', data: { unseen_messages: 0, message_at: null, notification_at: null } },
    ]);
  });

  it('asks for a catch-up read at once and 2 s after the first server snapshot, once per run', async () => {
    const { firestore, refetch } = open();
    await tick();
    expect(refetch).not.toHaveBeenCalled();
    firestore.fromServer(ALERT_PATH, { show: false, text: '' });
    firestore.fromServer(SIGNAL_PATH, {});
    await tick();
    expect(refetch).toHaveBeenCalledTimes(1);
    await tick(1999);
    expect(refetch).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(refetch).toHaveBeenCalledTimes(2);
    firestore.fromServer(ALERT_PATH, { show: true, text: 'later' });
    await tick(5000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('is interrupted by a snapshot from the cache (the SDK lost the server): it stops both listeners', async () => {
    const { firestore, events, running, settled } = open();
    await tick();
    firestore.fromCache(SIGNAL_PATH, { unseen_messages: 9 });
    await tick();
    expect(settled()).toBe('rejected');
    await expect(running).rejects.toThrow(`${SIGNAL_PATH} is offline`);
    expect(events).toEqual([]);
    expect(firestore.stopped.sort()).toEqual([ALERT_PATH, SIGNAL_PATH]);
  });

  it('is interrupted by a listener error (a denial), and cancels a pending catch-up read', async () => {
    const { firestore, refetch, running, settled } = open();
    await tick();
    firestore.fromServer(ALERT_PATH, { show: false, text: '' });
    await tick();
    expect(refetch).toHaveBeenCalledTimes(1);
    firestore.error(ALERT_PATH, new Error('permission-denied'));
    await tick();
    expect(settled()).toBe('rejected');
    await expect(running).rejects.toThrow('permission-denied');
    expect(firestore.stopped.sort()).toEqual([ALERT_PATH, SIGNAL_PATH]);
    await tick(5000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('resolves when its signal aborts, stopping the listeners and any catch-up read', async () => {
    const { firestore, refetch, controller, settled } = open();
    await tick();
    firestore.fromServer(SIGNAL_PATH, {});
    await tick();
    controller.abort();
    await tick();
    expect(settled()).toBe('resolved');
    expect(firestore.stopped.sort()).toEqual([ALERT_PATH, SIGNAL_PATH]);
    await tick(5000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('resolves without listening when its signal aborted before it connected', async () => {
    const controller = new AbortController();
    controller.abort();
    const { firestore, running } = open(fakeFirestore(), controller);
    await expect(running).resolves.toBeUndefined();
    expect(firestore.listeners.size).toBe(0);
  });
});
