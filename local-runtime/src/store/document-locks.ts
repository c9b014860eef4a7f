/**
 * Per-document exclusive locks for read-write transactions, granted by age with Firestore's
 * wound-wait rule: a younger transaction waits for an older one, and an older one that waits for a
 * younger one wounds it (the younger attempt aborts and its locks go to the older one). The wound
 * is dealt when the younger one would block, not before: a younger holder that is still running
 * may finish and commit, and no wait ever closes a cycle, since a blocked transaction never has
 * an older one waiting for it. So the oldest transaction always goes through. A wounded
 * transaction keeps its age and its place, by age, in the queue of every document it had locked
 * or waited for, so its retry gets them before any younger transaction: contention resolves in a
 * few attempts instead of exhausting them.
 */
import { storeError } from './errors.js';

/** A transaction (all its attempts), as the lock manager sees it. */
export type LockOwner = object;

interface Waiter {
  owner: LockOwner;
  path: string;
  /** A running attempt's wait; absent for a place kept for a wounded transaction's retry. */
  wait?: {
    resolve: () => void;
    reject: (err: Error) => void;
    timer: NodeJS.Timeout;
  };
}

interface Lock {
  owner: LockOwner;
  /** Oldest first: a released lock goes to the oldest transaction waiting for it. */
  waiters: Waiter[];
}

export const WOUNDED_MESSAGE =
  'Transaction lock contention: an older transaction needed a document this one had locked.';

const woundedError = () => storeError('ABORTED', WOUNDED_MESSAGE);

export class LockManager {
  private readonly locks = new Map<string, Lock>();
  private readonly held = new Map<LockOwner, Set<string>>();
  /** Each owner's entries in the queues: its running attempt's waits and the places kept for it. */
  private readonly queued = new Map<LockOwner, Set<Waiter>>();
  /** Owners whose running attempt was wounded: it fails at its next lock request or commit. */
  private readonly wounded = new Set<LockOwner>();
  private readonly committing = new Set<LockOwner>();
  /**
   * A transaction's age is when it first asked for a lock: the SDK begins a transaction with its
   * first read, which is when Firestore gives it its timestamp. Smaller is older.
   */
  private readonly ages = new WeakMap<LockOwner, { rank: number; first: number }>();
  private nextAge = 0;

  constructor(private readonly timeoutMs: number) {}

  private ageOf(owner: LockOwner): { rank: number; first: number } {
    let age = this.ages.get(owner);
    if (age === undefined) {
      const first = ++this.nextAge;
      this.ages.set(owner, (age = { rank: first, first }));
    }
    return age;
  }

  /** Whether `a` is older than `b`. */
  private older(a: LockOwner, b: LockOwner): boolean {
    const x = this.ageOf(a);
    const y = this.ageOf(b);
    return x.rank < y.rank || (x.rank === y.rank && x.first < y.first);
  }

  acquire(path: string, owner: LockOwner): Promise<void> {
    if (this.wounded.has(owner)) return Promise.reject(woundedError());
    const lock = this.locks.get(path);
    if (!lock) {
      this.locks.set(path, { owner, waiters: [] });
      this.track(owner, path);
      return Promise.resolve();
    }
    if (lock.owner === owner) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const kept = lock.waiters.find((w) => w.owner === owner && !w.wait);
      const waiter: Waiter = kept ?? { owner, path };
      waiter.wait = {
        resolve,
        reject,
        // A backstop only: an older holder whose callback never ends cannot be wounded.
        timer: setTimeout(() => {
          this.dequeue(waiter);
          reject(storeError('ABORTED', 'Transaction lock timeout.'));
        }, this.timeoutMs),
      };
      if (!kept) this.enqueue(lock, waiter);
      const older = this.olderWaiterFor(owner);
      if (older) {
        // Blocking now could close a cycle with the older one: this attempt gives way.
        this.wound(owner, older);
        return;
      }
      // Queued first, so the lock the wounded holder lets go comes to this (older) waiter.
      const holder = lock.owner;
      if (this.older(owner, holder) && this.isBlocked(holder)) this.wound(holder, owner);
    });
  }

  /**
   * Called as an attempt starts to commit: from then on it is never wounded (it no longer waits
   * for anything, so waiting for it is safe). An attempt already wounded fails here.
   */
  beginCommit(owner: LockOwner): void {
    if (this.wounded.has(owner)) throw woundedError();
    this.committing.add(owner);
  }

  /**
   * At the end of an attempt: its locks go to their next waiters. A wounded attempt that will be
   * retried keeps its places in the queues (and the locks they have brought it meanwhile).
   */
  endAttempt(owner: LockOwner, retrying: boolean): void {
    this.committing.delete(owner);
    const keep = retrying && this.wounded.has(owner);
    this.wounded.delete(owner);
    if (keep) return;
    for (const waiter of [...(this.queued.get(owner) ?? [])]) this.dequeue(waiter);
    this.release(owner);
  }

  /** Whether `owner`'s running attempt waits for a lock. */
  private isBlocked(owner: LockOwner): boolean {
    for (const waiter of this.queued.get(owner) ?? []) if (waiter.wait) return true;
    return false;
  }

  /** An older transaction that waits (or has its place kept) for a lock `owner` holds. */
  private olderWaiterFor(owner: LockOwner): LockOwner | undefined {
    for (const path of this.held.get(owner) ?? []) {
      const first = this.locks.get(path)?.waiters[0];
      if (first && this.older(first.owner, owner)) return first.owner;
    }
    return undefined;
  }

  /**
   * Aborts a younger transaction's attempt: its waits fail, its locks go to the oldest waiters,
   * and it keeps a place in each of those queues for its next attempt. It also ranks right behind
   * its wounder from now on (priority inheritance), so the transactions between the two in age
   * cannot wound it again one after the other: a transaction is wounded only a few times.
   */
  private wound(victim: LockOwner, by: LockOwner): void {
    if (this.committing.has(victim)) return;
    this.wounded.add(victim);
    for (const waiter of this.queued.get(victim) ?? []) {
      if (!waiter.wait) continue;
      clearTimeout(waiter.wait.timer);
      const { reject } = waiter.wait;
      delete waiter.wait;
      reject(woundedError());
    }
    const age = this.ageOf(victim);
    age.rank = Math.min(age.rank, this.ageOf(by).rank);
    for (const waiter of [...(this.queued.get(victim) ?? [])]) {
      const lock = this.locks.get(waiter.path);
      this.dequeue(waiter);
      if (lock) this.enqueue(lock, waiter);
    }
    for (const path of this.held.get(victim) ?? []) {
      const lock = this.locks.get(path);
      if (lock) this.enqueue(lock, { owner: victim, path });
    }
    this.release(victim);
  }

  private enqueue(lock: Lock, waiter: Waiter): void {
    const at = lock.waiters.findIndex((w) => this.older(waiter.owner, w.owner));
    lock.waiters.splice(at < 0 ? lock.waiters.length : at, 0, waiter);
    let mine = this.queued.get(waiter.owner);
    if (!mine) this.queued.set(waiter.owner, (mine = new Set()));
    mine.add(waiter);
  }

  private dequeue(waiter: Waiter): void {
    if (waiter.wait) clearTimeout(waiter.wait.timer);
    const queue = this.locks.get(waiter.path)?.waiters;
    const at = queue?.indexOf(waiter) ?? -1;
    if (queue && at >= 0) queue.splice(at, 1);
    const mine = this.queued.get(waiter.owner);
    mine?.delete(waiter);
    if (mine?.size === 0) this.queued.delete(waiter.owner);
  }

  private track(owner: LockOwner, path: string): void {
    let set = this.held.get(owner);
    if (!set) this.held.set(owner, (set = new Set()));
    set.add(path);
  }

  /** Hands each lock `owner` holds to the oldest transaction waiting for it. */
  private release(owner: LockOwner): void {
    const paths = this.held.get(owner);
    if (!paths) return;
    this.held.delete(owner);
    for (const path of paths) {
      const lock = this.locks.get(path);
      if (!lock || lock.owner !== owner) continue;
      const next = lock.waiters[0]?.owner;
      if (!next) {
        this.locks.delete(path);
        continue;
      }
      lock.owner = next;
      this.track(next, path);
      // Every wait of the new holder for this document ends (an attempt may read it twice at once).
      for (const waiter of lock.waiters.filter((w) => w.owner === next)) {
        this.dequeue(waiter);
        waiter.wait?.resolve();
      }
    }
  }
}
