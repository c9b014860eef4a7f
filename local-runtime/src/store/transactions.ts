/**
 * Serializable transactions: per-document pessimistic locks taken on read and held until commit
 * (FIFO, with a wait timeout that aborts), plus a commit-time check that nothing read has changed
 * (catches non-transactional writes, which take no locks); ABORTED attempts are retried like the SDK.
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

export const READ_AFTER_WRITE_ERROR_MSG =
  'Firestore transactions require all reads to be executed before all writes.';
export const READ_ONLY_WRITE_ERROR_MSG = 'Firestore read-only transactions cannot execute writes.';

interface Waiter {
  owner: object;
  resolve: () => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

interface Lock {
  owner: object;
  waiters: Waiter[];
}

export class LockManager {
  private readonly locks = new Map<string, Lock>();
  private readonly held = new Map<object, Set<string>>();

  constructor(private readonly timeoutMs: number) {}

  acquire(path: string, owner: object): Promise<void> {
    const lock = this.locks.get(path);
    if (!lock) {
      this.locks.set(path, { owner, waiters: [] });
      this.track(owner, path);
      return Promise.resolve();
    }
    if (lock.owner === owner) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        owner,
        resolve,
        reject,
        timer: setTimeout(() => {
          lock.waiters.splice(lock.waiters.indexOf(waiter), 1);
          reject(storeError('ABORTED', 'Transaction lock timeout.'));
        }, this.timeoutMs),
      };
      lock.waiters.push(waiter);
    });
  }

  private track(owner: object, path: string): void {
    let set = this.held.get(owner);
    if (!set) this.held.set(owner, (set = new Set()));
    set.add(path);
  }

  releaseAll(owner: object): void {
    const paths = this.held.get(owner);
    if (!paths) return;
    this.held.delete(owner);
    for (const path of paths) {
      const lock = this.locks.get(path);
      if (!lock || lock.owner !== owner) continue;
      const next = lock.waiters.shift();
      if (!next) {
        this.locks.delete(path);
        continue;
      }
      clearTimeout(next.timer);
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
  readonly readVersions = new Map<string, number>();

  constructor(
    private readonly ctx: StoreContext,
    private readonly locks: LockManager,
    private readonly readOnly: boolean,
  ) {}

  private async readDoc(path: string): Promise<StoredDoc | undefined> {
    if (!this.readOnly) await this.locks.acquire(path, this);
    const doc = await this.ctx.storage.getDoc(path);
    if (!this.readOnly && !this.readVersions.has(path)) this.readVersions.set(path, doc?.seq ?? 0);
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
        if (!this.readOnly) {
          for (const d of docs) {
            await this.locks.acquire(d.path, this);
            if (!this.readVersions.has(d.path)) this.readVersions.set(d.path, d.seq);
          }
        }
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
      for (const r of refs) {
        if (!this.readOnly && !this.readVersions.has(r.path))
          this.readVersions.set(r.path, docs.get(r.path)?.seq ?? 0);
      }
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
    if (this.writes.length === 0) return;
    for (const w of this.writes) checkWritableDocumentPath(w.path);
    await this.ctx.commit(this.writes, this.readVersions);
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
    // Exponential backoff with jitter, as the SDK's ExponentialBackoff does (scaled down locally).
    await new Promise((r) => setTimeout(r, Math.random() * Math.min(2 ** attempt, 50)));
  }
  throw lastError;
}
