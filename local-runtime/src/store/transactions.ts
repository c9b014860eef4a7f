/**
 * Serializable transactions: per-document pessimistic locks taken on read and held until commit
 * (FIFO), with deadlock detection — a transaction whose wait would close a cycle of waits aborts at
 * once and retries when the lock it wanted is let go, instead of waiting for a timeout — plus a
 * commit-time check that nothing read (documents and query results) has changed, which catches
 * non-transactional writes (they take no locks) and phantoms. Read-only transactions take no locks
 * and end with the same check, so they read one snapshot. ABORTED attempts are retried like the SDK.
 */
import type { FieldPath } from 'firebase-admin/firestore';
import type {
  DbDocumentReference,
  DbDocumentSnapshot,
  DbPrecondition,
  DbQuery,
  DbQuerySnapshot,
  DbSetOptions,
  DbTransaction,
  DbTransactionOptions,
  DocumentData,
} from '@portico/functions/platform/db/db';
import type { StoreContext } from './context.js';
import { isAborted, storeError } from './errors.js';
import { LocalAggregateQuery, LocalDocumentReference, LocalQuery } from './references.js';
import { LocalDocumentSnapshot } from './snapshots.js';
import type { StoredDoc } from './storage.js';
import { prepareDelete, prepareSet, prepareUpdate, type WriteOp } from './write-input.js';
import { checkWritableDocumentPath } from './paths.js';
import { TransactionReads } from './read-validation.js';

export const READ_AFTER_WRITE_ERROR_MSG =
  'Firestore transactions require all reads to be executed before all writes.';
export const READ_ONLY_WRITE_ERROR_MSG = 'Firestore read-only transactions cannot execute writes.';

/** A transaction attempt, as the lock manager sees it. */
export type LockOwner = object;

interface Waiter {
  owner: LockOwner;
  resolve: () => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

interface Lock {
  owner: LockOwner;
  waiters: Waiter[];
  /** Called when this owner lets the lock go: transactions that aborted on it retry then. */
  onRelease: Array<() => void>;
}

/** The ABORTED of a transaction whose wait would have closed a cycle, with when to retry. */
export interface LockDeath extends Error {
  retryWhen: Promise<void>;
}

export class LockManager {
  private readonly locks = new Map<string, Lock>();
  private readonly held = new Map<LockOwner, Set<string>>();
  /** The lock each waiting owner waits for (an owner waits for one lock at a time). */
  private readonly waitingFor = new Map<LockOwner, string>();

  constructor(private readonly timeoutMs: number) {}

  /** Whether `owner` waiting for `path` would close a cycle: its holder waits, in turn, for it. */
  private closesCycle(owner: LockOwner, path: string): boolean {
    const seen = new Set<LockOwner>();
    for (let holder = this.locks.get(path)?.owner; holder && !seen.has(holder);) {
      if (holder === owner) return true;
      seen.add(holder);
      const next = this.waitingFor.get(holder);
      holder = next === undefined ? undefined : this.locks.get(next)?.owner;
    }
    return false;
  }

  acquire(path: string, owner: LockOwner): Promise<void> {
    const lock = this.locks.get(path);
    if (!lock) {
      this.locks.set(path, { owner, waiters: [], onRelease: [] });
      this.track(owner, path);
      return Promise.resolve();
    }
    if (lock.owner === owner) return Promise.resolve();
    if (this.closesCycle(owner, path)) {
      const death = storeError(
        'ABORTED',
        'Transaction lock contention: two transactions were waiting for each other.',
      ) as unknown as LockDeath;
      death.retryWhen = new Promise<void>((resolve) => lock.onRelease.push(resolve));
      return Promise.reject(death);
    }
    this.waitingFor.set(owner, path);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        owner,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waitingFor.delete(owner);
          lock.waiters.splice(lock.waiters.indexOf(waiter), 1);
          reject(storeError('ABORTED', 'Transaction lock timeout.'));
        }, this.timeoutMs),
      };
      lock.waiters.push(waiter);
    });
  }

  private track(owner: LockOwner, path: string): void {
    let set = this.held.get(owner);
    if (!set) this.held.set(owner, (set = new Set()));
    set.add(path);
  }

  releaseAll(owner: LockOwner): void {
    this.waitingFor.delete(owner);
    const paths = this.held.get(owner);
    if (!paths) return;
    this.held.delete(owner);
    for (const path of paths) {
      const lock = this.locks.get(path);
      if (!lock || lock.owner !== owner) continue;
      for (const released of lock.onRelease.splice(0)) released();
      const next = lock.waiters.shift();
      if (!next) {
        this.locks.delete(path);
        continue;
      }
      clearTimeout(next.timer);
      this.waitingFor.delete(next.owner);
      lock.owner = next.owner;
      this.track(next.owner, path);
      next.resolve();
    }
  }
}

type AnyRef = DbDocumentReference<unknown>;

function localRef(ref: unknown): LocalDocumentReference<unknown> {
  if (!(ref instanceof LocalDocumentReference)) {
    throw new Error('Value for argument "documentRef" is not a valid DocumentReference.');
  }
  return ref as LocalDocumentReference<unknown>;
}

export class LocalTransaction implements DbTransaction {
  private readonly writes: WriteOp[] = [];
  private readonly reads = new TransactionReads();

  constructor(
    private readonly ctx: StoreContext,
    private readonly locks: LockManager,
    private readonly readOnly: boolean,
  ) {}

  private async readDoc(path: string): Promise<StoredDoc | undefined> {
    if (!this.readOnly) await this.locks.acquire(path, this);
    const doc = await this.ctx.storage.getDoc(path);
    this.reads.readDoc(path, doc);
    return doc;
  }

  get<T>(documentRef: DbDocumentReference<T>): Promise<DbDocumentSnapshot<T>>;
  get<T>(query: DbQuery<T>): Promise<DbQuerySnapshot<T>>;
  get<T>(
    refOrQuery: DbDocumentReference<T> | DbQuery<T>,
  ): Promise<DbDocumentSnapshot<T> | DbQuerySnapshot<T>> {
    if (this.writes.length > 0) throw new Error(READ_AFTER_WRITE_ERROR_MSG);
    if (refOrQuery instanceof LocalDocumentReference) {
      const ref = refOrQuery as LocalDocumentReference<T>;
      return this.readDoc(ref.path).then(
        (doc) => new LocalDocumentSnapshot<T>(ref, doc, Date.now() * 1000),
      );
    }
    if (refOrQuery instanceof LocalQuery) {
      const query = refOrQuery as LocalQuery<T>;
      return (async () => {
        const docs = await query.run();
        if (!this.readOnly) for (const d of docs) await this.locks.acquire(d.path, this);
        this.reads.readQuery(query.spec, docs);
        return query.snapshotOf(docs, Date.now() * 1000);
      })();
    }
    if ((refOrQuery as unknown) instanceof LocalAggregateQuery) {
      return (refOrQuery as unknown as LocalAggregateQuery<unknown>).get() as unknown as Promise<
        DbQuerySnapshot<T>
      >;
    }
    throw new Error(
      'Value for argument "refOrQuery" must be a DocumentReference, Query, or AggregateQuery.',
    );
  }

  getAll<T>(
    ...refsOrOptions: Array<DbDocumentReference<T> | { fieldMask?: Array<string | FieldPath> }>
  ): Promise<Array<DbDocumentSnapshot<T>>> {
    if (this.writes.length > 0) throw new Error(READ_AFTER_WRITE_ERROR_MSG);
    const refs = refsOrOptions.filter(
      (r): r is LocalDocumentReference<T> => r instanceof LocalDocumentReference,
    );
    return (async () => {
      // Lock in path order so two transactions reading the same set cannot deadlock.
      for (const path of [...new Set(refs.map((r) => r.path))].sort()) {
        if (!this.readOnly) await this.locks.acquire(path, this);
      }
      const docs = await this.ctx.storage.getDocs(refs.map((r) => r.path));
      for (const r of refs) this.reads.readDoc(r.path, docs.get(r.path));
      const readUs = Date.now() * 1000;
      return refs.map((r) => new LocalDocumentSnapshot<T>(r, docs.get(r.path), readUs));
    })();
  }

  private push(op: WriteOp): this {
    if (this.readOnly) throw new Error(READ_ONLY_WRITE_ERROR_MSG);
    this.writes.push(op);
    return this;
  }

  create<T>(documentRef: DbDocumentReference<T>, data: T): this {
    const ref = localRef(documentRef);
    return this.push(
      prepareSet(ref.path, data, undefined, this.ctx.ignoreUndefinedProperties, true),
    );
  }

  set<T>(documentRef: DbDocumentReference<T>, data: T | Partial<T>, options?: DbSetOptions): this {
    const ref = localRef(documentRef);
    return this.push(prepareSet(ref.path, data, options, this.ctx.ignoreUndefinedProperties));
  }

  update(
    documentRef: AnyRef,
    dataOrField: DocumentData | string | FieldPath,
    ...rest: unknown[]
  ): this {
    const ref = localRef(documentRef);
    return this.push(
      prepareUpdate(ref.path, [dataOrField, ...rest], this.ctx.ignoreUndefinedProperties),
    );
  }

  delete(documentRef: AnyRef, precondition?: DbPrecondition): this {
    const ref = localRef(documentRef);
    return this.push(prepareDelete(ref.path, precondition));
  }

  async commit(): Promise<void> {
    if (this.writes.length === 0) {
      // A read-only transaction reads one snapshot: if anything it read changed meanwhile, it
      // retries (a read-write one holds its locks, so its reads cannot change under it).
      if (this.readOnly && !this.reads.empty)
        await this.ctx.storage.validateReads(this.reads.validator(this.ctx.storage));
      return;
    }
    for (const w of this.writes) checkWritableDocumentPath(w.path);
    await this.ctx.commit(this.writes, this.reads.validator(this.ctx.storage));
  }
}

export async function runTransaction<R>(
  ctx: StoreContext,
  locks: LockManager,
  updateFunction: (transaction: DbTransaction) => Promise<R>,
  options?: DbTransactionOptions,
): Promise<R> {
  const maxAttempts = options?.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(
      'Value for argument "transactionOptions.maxAttempts" must be within [1, Infinity] inclusive, but was: ' +
        String(maxAttempts),
    );
  }
  let lastError: unknown;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    ctx.assertOpen();
    const tx = new LocalTransaction(ctx, locks, options?.readOnly === true);
    try {
      const result = await updateFunction(tx);
      await tx.commit();
      return result;
    } catch (err) {
      lastError = err;
      if (!isAborted(err)) throw err;
    } finally {
      locks.releaseAll(tx);
    }
    const retryWhen = (lastError as Partial<LockDeath>).retryWhen;
    if (retryWhen) await retryWhen;
    // Exponential backoff with jitter, as the SDK's ExponentialBackoff does (scaled down locally).
    else await new Promise((r) => setTimeout(r, Math.random() * Math.min(2 ** attempt, 50)));
  }
  throw lastError;
}
