// The answer saver's promises (spec 2 §4 autosave): a debounced save of the last value typed, one
// request at a time per field and in order, retries while unreachable, answers kept on the device
// until the server has them, a flush when the page is left, and a rollback on a refusal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  AnswerSaver,
  SAVE_FAILED,
  SAVED_MARK_MS,
  type AnswerValue,
  type SaveState,
} from './answer-saver';

const STORAGE_KEY = 'portico.unsaved-answers.qn1';
const DEBOUNCE_MS = 800;
const EMPTY: AnswerValue = { answer: '', answer_by: null };
const answer = (text: string): AnswerValue => ({ answer: text, answer_by: null });

/** localStorage as the browser keeps it, in memory; `full` makes every write throw. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

interface Sent {
  key: string;
  value: AnswerValue;
  at: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * A saver on a fake network: every request is recorded and waits until the test settles it, or,
 * once `network(outcome)` is set, is settled at once (undefined: accepted; an error: thrown).
 */
function setUp(storage = new MemoryStorage()) {
  const sent: Sent[] = [];
  const refusals: string[] = [];
  let outcomeOf: (() => unknown) | null = null;
  const saver = new AnswerSaver({
    send: (key, value) =>
      new Promise<void>((resolve, reject) => {
        sent.push({ key, value, at: Date.now(), resolve, reject });
        if (!outcomeOf) return;
        const error = outcomeOf();
        if (error === undefined) resolve();
        else reject(error);
      }),
    storage,
    storageKey: STORAGE_KEY,
    onRefused: (message) => refusals.push(message),
  });
  return {
    saver,
    storage,
    sent,
    refusals,
    /** From now on, every request is settled at once the way `outcome` says. */
    network(outcome: () => unknown) {
      outcomeOf = outcome;
    },
    stored: (): Record<string, AnswerValue> => JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}'),
  };
}

const offline = () => new TypeError('Failed to fetch');
const online = () => undefined;
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const stateOf = (saver: AnswerSaver, key: string): SaveState | undefined =>
  saver.get(key)?.saveState;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('shows the typed value at once and sends only the last one, after the quiet time', async () => {
    const { saver, sent } = setUp();
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('4'), DEBOUNCE_MS);
    expect(saver.get('q1')).toEqual({ value: answer('4'), saveState: 'pending' });
    await tick(DEBOUNCE_MS - 100);
    saver.set('q1', answer('42'), DEBOUNCE_MS);
    await tick(DEBOUNCE_MS - 1);
    expect(sent).toHaveLength(0);
    await tick(1);
    expect(sent.map((s) => s.value)).toEqual([answer('42')]);
    expect(stateOf(saver, 'q1')).toBe('saving');
  });

  it("marks a save 'saved' for a second, then idle", async () => {
    const { saver, network } = setUp();
    network(online);
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('yes'), 0);
    await tick();
    expect(stateOf(saver, 'q1')).toBe('saved');
    await tick(SAVED_MARK_MS - 1);
    expect(stateOf(saver, 'q1')).toBe('saved');
    await tick(1);
    expect(saver.get('q1')).toEqual({ value: answer('yes'), saveState: 'idle' });
  });

  it('sends nothing for a value the field already has, or for a field never seeded', async () => {
    const { saver, sent } = setUp();
    saver.seed('q1', answer('same'));
    saver.set('q1', answer('same'), 0);
    saver.set('unknown', answer('x'), 0);
    await tick(DEBOUNCE_MS);
    expect(sent).toHaveLength(0);
    expect(stateOf(saver, 'q1')).toBe('idle');
    expect(saver.get('unknown')).toBeUndefined();
  });

  it('debounces each field on its own', async () => {
    const { saver, sent } = setUp();
    saver.seed('q1', EMPTY);
    saver.seed('q2', EMPTY);
    saver.set('q1', answer('a'), DEBOUNCE_MS);
    await tick(500);
    saver.set('q2', answer('b'), DEBOUNCE_MS);
    await tick(300);
    expect(sent.map((s) => s.key)).toEqual(['q1']);
    await tick(500);
    expect(sent.map((s) => s.key)).toEqual(['q1', 'q2']);
  });
});

describe('ordering', () => {
  it('sends a change typed during a request after that request returns, never alongside it', async () => {
    const { saver, sent } = setUp();
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('a'), 0);
    await tick();
    saver.set('q1', answer('ab'), DEBOUNCE_MS);
    await tick(DEBOUNCE_MS * 3);
    expect(sent).toHaveLength(1);
    expect(stateOf(saver, 'q1')).toBe('pending');

    sent[0]!.resolve();
    await tick();
    expect(sent.map((s) => s.value.answer)).toEqual(['a', 'ab']);
    sent[1]!.resolve();
    await tick();
    expect(saver.get('q1')).toEqual({ value: answer('ab'), saveState: 'saved' });
  });

  it('after a failed request, retries with the newest value typed, not the one that failed', async () => {
    const { saver, sent } = setUp();
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('a'), 0);
    await tick();
    saver.set('q1', answer('ab'), DEBOUNCE_MS);
    sent[0]!.reject(offline());
    await tick(1000);
    expect(sent.map((s) => s.value.answer)).toEqual(['a', 'ab']);
  });
});

describe('retry while unreachable', () => {
  it("keeps the answer, says 'retrying' and retries after 1, 2, 4, 8, 16 and then every 30 s", async () => {
    const { saver, sent, refusals, network } = setUp();
    network(offline);
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('April 15: $900'), 0);
    await tick();
    expect(saver.get('q1')).toEqual({ value: answer('April 15: $900'), saveState: 'retrying' });
    await tick(120_000);
    const waits = sent.slice(1).map((s, i) => s.at - sent[i]!.at);
    expect(waits.slice(0, 7)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(refusals).toEqual([]);
    expect(saver.overall()).toBe('retrying');
  });

  it('sends at once when the browser is back online (retryNow), then saves', async () => {
    const { saver, sent, network } = setUp();
    network(offline);
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('1'), 0);
    await tick(1000 + 2000);
    const before = sent.length;
    network(online);
    saver.retryNow();
    await tick();
    expect(sent).toHaveLength(before + 1);
    expect(stateOf(saver, 'q1')).toBe('saved');
    await tick(60_000);
    expect(sent).toHaveLength(before + 1);
  });

  it('starts the back-off again from 1 s after a save lands', async () => {
    const { saver, sent, network } = setUp();
    network(offline);
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('a'), 0);
    await tick(1000 + 2000); // three failed attempts
    network(online);
    await tick(4000);
    network(offline);
    saver.set('q1', answer('b'), 0);
    await tick();
    const failedAt = sent.at(-1)!.at;
    await tick(1000);
    expect(sent.at(-1)!.at - failedAt).toBe(1000);
  });

  it('retries a server error (5xx) three times, then rolls back with the message', async () => {
    const { saver, sent, refusals, network } = setUp();
    network(() => new ApiError(503, 'Service Unavailable'));
    saver.seed('q1', answer('old'));
    saver.set('q1', answer('new'), 0);
    await tick(1000 + 2000 + 4000 - 1);
    expect(sent).toHaveLength(3);
    expect(stateOf(saver, 'q1')).toBe('retrying');
    await tick(1);
    expect(sent).toHaveLength(4);
    expect(saver.get('q1')).toEqual({ value: answer('old'), saveState: 'idle' });
    expect(refusals).toEqual([SAVE_FAILED]);
    await tick(60_000);
    expect(sent).toHaveLength(4);
  });
});

describe('rollback on a refusal', () => {
  it('puts back the last value the server holds, says why, and forgets the refused one', async () => {
    const { saver, sent, refusals, stored } = setUp();
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('1'), 0);
    await tick();
    sent[0]!.resolve();
    await tick();
    saver.set('q1', answer('4'), 0);
    await tick();
    expect(stored()).toEqual({ q1: answer('4') });
    sent[1]!.reject(new ApiError(409, 'Conflict'));
    await tick();
    expect(saver.get('q1')).toEqual({ value: answer('1'), saveState: 'idle' });
    expect(refusals).toEqual([SAVE_FAILED]);
    expect(stored()).toEqual({});
    await tick(60_000);
    expect(sent).toHaveLength(2);
  });

  it("rolls back to the server's first value when nothing was saved yet", async () => {
    const { saver, refusals, network } = setUp();
    network(() => new ApiError(400, 'answer is too long'));
    saver.seed('q1', { answer: 'No', answer_by: 'u1' });
    saver.set('q1', answer('Yes'), 0);
    await tick();
    expect(saver.get('q1')).toEqual({
      value: { answer: 'No', answer_by: 'u1' },
      saveState: 'idle',
    });
    expect(refusals).toEqual([SAVE_FAILED]);
    expect(saver.hasUnsaved()).toBe(false);
  });
});

describe('kept on this device', () => {
  it('keeps each unsent answer in storage until the server has it', async () => {
    const { saver, sent, stored } = setUp();
    saver.seed('q1', EMPTY);
    saver.seed('q2', EMPTY);
    saver.set('q1', answer('a'), DEBOUNCE_MS);
    saver.set('q2', answer('b'), DEBOUNCE_MS);
    expect(stored()).toEqual({ q1: answer('a'), q2: answer('b') });
    await tick(DEBOUNCE_MS);
    sent.find((s) => s.key === 'q1')!.resolve();
    await tick();
    expect(stored()).toEqual({ q2: answer('b') });
    sent.find((s) => s.key === 'q2')!.resolve();
    await tick();
    expect(stored()).toEqual({});
  });

  it('after a reload, shows the kept answer over the server value and sends it at once', async () => {
    const first = setUp();
    first.network(offline);
    first.saver.seed('q1', EMPTY);
    first.saver.set('q1', answer('April 15: $900'), 0);
    await tick();

    const reloaded = setUp(first.storage);
    reloaded.network(online);
    reloaded.saver.seed('q1', EMPTY);
    expect(reloaded.saver.get('q1')).toEqual({
      value: answer('April 15: $900'),
      saveState: 'pending',
    });
    await tick();
    expect(reloaded.sent.map((s) => s.value)).toEqual([answer('April 15: $900')]);
    expect(reloaded.stored()).toEqual({});
  });

  it('forgets a kept answer the server already holds: idle, not sent, nothing left unsaved', async () => {
    // The request landed but the page closed before its answer, so the device still kept it.
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, JSON.stringify({ q1: answer('1') }));
    const { saver, sent, stored } = setUp(storage);
    saver.seed('q1', answer('1'));
    await tick();
    expect(sent).toHaveLength(0);
    expect(stateOf(saver, 'q1')).toBe('idle');
    expect(saver.hasUnsaved()).toBe(false);
    expect(stored()).toEqual({});
  });

  it('ignores unreadable storage, and still saves when storage refuses writes', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, '{not json');
    storage.full = true;
    const { saver, sent, network } = setUp(storage);
    network(online);
    saver.seed('q1', answer('server'));
    expect(saver.get('q1')?.value).toEqual(answer('server'));
    saver.set('q1', answer('typed'), 0);
    await tick();
    expect(sent.map((s) => s.value)).toEqual([answer('typed')]);
    expect(stateOf(saver, 'q1')).toBe('saved');
  });
});

describe('flush when leaving', () => {
  it('flushAll sends every waiting field now, without waiting for its debounce', async () => {
    const { saver, sent } = setUp();
    saver.seed('q1', EMPTY);
    saver.seed('q2', EMPTY);
    saver.seed('q3', EMPTY);
    saver.set('q1', answer('a'), DEBOUNCE_MS);
    saver.set('q2', answer('b'), DEBOUNCE_MS);
    saver.flushAll();
    await tick();
    expect(sent.map((s) => s.key).sort()).toEqual(['q1', 'q2']);
  });

  it('dispose (the page unmounts) sends what waits, and it is retried until it lands', async () => {
    const { saver, sent, network } = setUp();
    network(offline);
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('a'), DEBOUNCE_MS);
    saver.dispose();
    await tick();
    expect(sent).toHaveLength(1);
    network(online);
    await tick(1000);
    expect(sent).toHaveLength(2);
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('whenSaved resolves once everything typed has reached the server', async () => {
    const { saver, sent } = setUp();
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('a'), DEBOUNCE_MS);
    let done = false;
    void saver.whenSaved(5000).then(() => (done = true));
    await tick();
    expect(done).toBe(false);
    sent[0]!.resolve();
    await tick();
    expect(done).toBe(true);
  });

  it('whenSaved gives up after its timeout, keeping the unsent answer on the device', async () => {
    const { saver, network, stored } = setUp();
    network(offline);
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('a'), DEBOUNCE_MS);
    let done = false;
    void saver.whenSaved(5000).then(() => (done = true));
    await tick(4999);
    expect(done).toBe(false);
    await tick(1);
    expect(done).toBe(true);
    expect(saver.hasUnsaved()).toBe(true);
    expect(stored()).toEqual({ q1: answer('a') });
  });

  it('whenSaved resolves at once when nothing waits', async () => {
    const { saver } = setUp();
    saver.seed('q1', EMPTY);
    await expect(saver.whenSaved(5000)).resolves.toBeUndefined();
  });
});

describe('values the server made', () => {
  it('setSaved shows an uploaded answer as saved, sends nothing and drops a waiting save', async () => {
    const { saver, sent, stored } = setUp();
    saver.seed('q1', EMPTY);
    saver.set('q1', answer('typed'), DEBOUNCE_MS);
    saver.setSaved('q1', answer('doc:1'));
    expect(saver.get('q1')).toEqual({ value: answer('doc:1'), saveState: 'saved' });
    expect(stored()).toEqual({});
    await tick(DEBOUNCE_MS);
    expect(sent).toHaveLength(0);
    await tick(SAVED_MARK_MS);
    expect(stateOf(saver, 'q1')).toBe('idle');
  });

  it('a refusal after setSaved rolls back to the uploaded value', async () => {
    const { saver, network } = setUp();
    network(() => new ApiError(422, 'Invalid'));
    saver.seed('q1', EMPTY);
    saver.setSaved('q1', answer('doc:1'));
    saver.set('q1', answer('typed'), 0);
    await tick();
    expect(saver.get('q1')?.value).toEqual(answer('doc:1'));
  });
});

describe('what the page shows', () => {
  it("overall says 'retrying' before 'saving', and 'saved' when nothing waits", async () => {
    const { saver, sent } = setUp();
    saver.seed('q1', EMPTY);
    saver.seed('q2', EMPTY);
    expect(saver.overall()).toBe('saved');
    saver.set('q1', answer('a'), 0);
    expect(saver.overall()).toBe('saving');
    saver.set('q2', answer('b'), 0);
    await tick();
    sent.find((s) => s.key === 'q2')!.reject(offline());
    await tick();
    expect(saver.overall()).toBe('retrying');
    expect(saver.hasUnsaved()).toBe(true);
  });

  it("tells a field's listeners of that field's changes only, and every change to subscribeAll", async () => {
    const { saver, network } = setUp();
    network(online);
    saver.seed('q1', EMPTY);
    saver.seed('q2', EMPTY);
    const q1 = vi.fn();
    const q2 = vi.fn();
    const any = vi.fn();
    saver.subscribe('q1', q1);
    saver.subscribe('q2', q2);
    const stop = saver.subscribeAll(any);
    const version = saver.getVersion();
    saver.set('q1', answer('a'), 0);
    await tick(SAVED_MARK_MS);
    // pending, saving, saved, idle
    expect(q1).toHaveBeenCalledTimes(4);
    expect(q2).not.toHaveBeenCalled();
    expect(any).toHaveBeenCalledTimes(4);
    expect(saver.getVersion()).toBe(version + 4);
    stop();
    saver.set('q2', answer('b'), 0);
    expect(any).toHaveBeenCalledTimes(4);
  });
});
