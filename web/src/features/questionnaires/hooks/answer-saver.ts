// Autosave for one questionnaire page (spec 2 §4 "autosave after a debounce… optimistic and
// rolled back on error"): what the person typed shows at once and is kept, per question, until
// the server has it. A lost connection is retried (and the unsent answers survive a reload in
// localStorage); only a server refusal rolls an answer back, with the spec's message.
import { ApiError } from '@/lib/api-client';

export interface AnswerValue {
  answer: string;
  answer_by: string | null;
}

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying';

export interface FieldState {
  value: AnswerValue;
  saveState: SaveState;
}

export const SAVE_FAILED =
  "Your answer couldn't be saved at this time. Please refresh and retry. Our team was notified.";
/** How long the 'Saved' mark shows (spec 2 §9). */
export const SAVED_MARK_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** A server error (5xx) is retried this many times before the answer is rolled back. */
const SERVER_ERROR_RETRIES = 3;

interface Slot {
  state: FieldState;
  /** The last value the server confirmed: what a refusal rolls back to. */
  saved: AnswerValue;
  timer?: ReturnType<typeof setTimeout>;
  inFlight: boolean;
  attempts: number;
}

const same = (a: AnswerValue, b: AnswerValue) =>
  a.answer === b.answer && a.answer_by === b.answer_by;

export interface SaverOptions {
  /** Sends one answer; rejects with ApiError on a refusal, anything else when unreachable. */
  send: (key: string, value: AnswerValue) => Promise<void>;
  /** Where unsent answers wait across a reload (null: nowhere). */
  storage: Storage | null;
  storageKey: string;
  onRefused: (message: string) => void;
}

export class AnswerSaver {
  private readonly slots = new Map<string, Slot>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly anyListeners = new Set<() => void>();
  private version = 0;

  constructor(private readonly options: SaverOptions) {}

  /** Starts a field from the server's value, or from an unsent value kept from before. */
  seed(key: string, server: AnswerValue): void {
    if (this.slots.has(key)) return;
    const stored = this.readStored()[key];
    // A kept value the server already holds (its request landed, the page closed before the
    // answer) is done: forgotten and idle, not waiting for a send that never comes.
    const kept = stored && !same(stored, server) ? stored : undefined;
    if (stored && !kept) this.forget(key);
    const slot: Slot = {
      state: { value: kept ?? server, saveState: kept ? 'pending' : 'idle' },
      saved: server,
      inFlight: false,
      attempts: 0,
    };
    this.slots.set(key, slot);
    if (kept) this.schedule(key, slot, 0);
  }

  get(key: string): FieldState | undefined {
    return this.slots.get(key)?.state;
  }

  /** Changes a field at once and saves it after `delayMs` of quiet. */
  set(key: string, value: AnswerValue, delayMs: number): void {
    const slot = this.slots.get(key);
    if (!slot || same(slot.state.value, value)) return;
    this.update(key, slot, { value, saveState: 'pending' });
    this.keep(key, value);
    this.schedule(key, slot, delayMs);
  }

  /** A value the server already holds (it made it, as an upload does): shown, not sent. */
  setSaved(key: string, value: AnswerValue): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    clearTimeout(slot.timer);
    slot.saved = value;
    this.forget(key);
    this.update(key, slot, { value, saveState: 'saved' });
    setTimeout(() => {
      if (slot.state.saveState === 'saved')
        this.update(key, slot, { value: slot.state.value, saveState: 'idle' });
    }, SAVED_MARK_MS);
  }

  /** Sends every waiting field now (leaving the page, submitting). */
  flushAll(): void {
    for (const [key, slot] of this.slots) {
      if (slot.state.saveState === 'pending') this.schedule(key, slot, 0);
    }
  }

  /**
   * Sends what waits and resolves once everything typed has reached the server, or after
   * `timeoutMs` (what is still unsaved stays on this device and is sent when the page opens again).
   */
  whenSaved(timeoutMs: number): Promise<void> {
    this.flushAll();
    return new Promise((resolve) => {
      if (!this.hasUnsaved()) return resolve();
      const done = () => {
        clearTimeout(timer);
        stop();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      const stop = this.subscribeAll(() => {
        if (!this.hasUnsaved()) done();
      });
    });
  }

  /** Whether something typed has not reached the server yet. */
  hasUnsaved(): boolean {
    for (const slot of this.slots.values()) {
      if (['pending', 'saving', 'retrying'].includes(slot.state.saveState)) return true;
    }
    return false;
  }

  /** The page's one word on saving: something waits for the network, is on its way, or all is saved. */
  overall(): 'retrying' | 'saving' | 'saved' {
    let saving = false;
    for (const slot of this.slots.values()) {
      if (slot.state.saveState === 'retrying') return 'retrying';
      if (slot.state.saveState === 'pending' || slot.state.saveState === 'saving') saving = true;
    }
    return saving ? 'saving' : 'saved';
  }

  /** Changes (any field) counter, for derived views such as section statuses. */
  getVersion = (): number => this.version;

  subscribe(key: string, listener: () => void): () => void {
    const set = this.listeners.get(key) ?? new Set();
    set.add(listener);
    this.listeners.set(key, set);
    return () => set.delete(listener);
  }

  subscribeAll = (listener: () => void): (() => void) => {
    this.anyListeners.add(listener);
    return () => this.anyListeners.delete(listener);
  };

  /** Retries what waits for the network now (the browser is back online). */
  retryNow(): void {
    for (const [key, slot] of this.slots) {
      if (slot.state.saveState === 'retrying') this.schedule(key, slot, 0);
    }
  }

  /** The page is gone: what waits is sent now, and retried until it lands or the tab closes. */
  dispose(): void {
    this.flushAll();
  }

  private schedule(key: string, slot: Slot, delayMs: number): void {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => void this.run(key, slot), delayMs);
  }

  private async run(key: string, slot: Slot): Promise<void> {
    slot.timer = undefined;
    if (slot.inFlight) return; // the request in flight sends the newest value when it returns
    const sending = slot.state.value;
    slot.inFlight = true;
    this.update(key, slot, { value: sending, saveState: 'saving' });
    try {
      await this.options.send(key, sending);
      slot.inFlight = false;
      slot.attempts = 0;
      slot.saved = sending;
      if (!same(slot.state.value, sending)) {
        this.update(key, slot, { value: slot.state.value, saveState: 'pending' });
        this.schedule(key, slot, 0);
        return;
      }
      this.forget(key);
      this.update(key, slot, { value: sending, saveState: 'saved' });
      setTimeout(() => {
        if (slot.state.saveState === 'saved')
          this.update(key, slot, { value: slot.state.value, saveState: 'idle' });
      }, SAVED_MARK_MS);
    } catch (error) {
      slot.inFlight = false;
      slot.attempts += 1;
      const refused =
        error instanceof ApiError && (error.status < 500 || slot.attempts > SERVER_ERROR_RETRIES);
      if (refused) {
        slot.attempts = 0;
        this.forget(key);
        this.update(key, slot, { value: slot.saved, saveState: 'idle' });
        this.options.onRefused(SAVE_FAILED);
        return;
      }
      // Unreachable (or a passing server error): keep what was typed and try again.
      this.update(key, slot, { value: slot.state.value, saveState: 'retrying' });
      const wait = Math.min(MAX_RETRY_MS, 1000 * 2 ** (slot.attempts - 1));
      this.schedule(key, slot, wait);
    }
  }

  private update(key: string, slot: Slot, state: FieldState): void {
    slot.state = state;
    this.version += 1;
    for (const listener of this.listeners.get(key) ?? []) listener();
    for (const listener of this.anyListeners) listener();
  }

  private readStored(): Record<string, AnswerValue> {
    try {
      const text = this.options.storage?.getItem(this.options.storageKey);
      return text ? (JSON.parse(text) as Record<string, AnswerValue>) : {};
    } catch {
      return {};
    }
  }

  private writeStored(values: Record<string, AnswerValue>): void {
    try {
      if (Object.keys(values).length === 0)
        this.options.storage?.removeItem(this.options.storageKey);
      else this.options.storage?.setItem(this.options.storageKey, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the in-memory copy and the retries still hold the answer.
    }
  }

  private keep(key: string, value: AnswerValue): void {
    this.writeStored({ ...this.readStored(), [key]: value });
  }

  private forget(key: string): void {
    const stored = this.readStored();
    if (!(key in stored)) return;
    delete stored[key];
    this.writeStored(stored);
  }
}
