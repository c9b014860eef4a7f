/**
 * Serializable transactions: per-document pessimistic locks taken on read and held until commit
 * (granted by age, wound-wait: see document-locks.ts), plus a commit-time check that nothing read
 * (documents and query results) has changed, which catches non-transactional writes (they take no
 * locks) and phantoms. Read-only transactions take no locks and end with the same check, so they
 * read one snapshot. Attempts that fail with a code the SDK retries (ABORTED, UNKNOWN, …) are
 * retried like the SDK, keeping the transaction's age.
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
import { isRetriedInTransactions } from './errors.js';
import type { LockManager, LockOwner } from './document-locks.js';
import { LocalAggregateQuery, LocalDocumentReference, LocalQuery } from './references.js';
import { LocalDocumentSnapshot } from './snapshots.js';
import type { StoredDoc } from './storage.js';
import { prepareDelete, prepareSet, prepareUpdate, type WriteOp } from './write-input.js';
import { checkWritableDocumentPath } from './paths.js';
import { TransactionReads } from './read-validation.js';
import { checkReadablePath } from './unicode-strings.js';

export const READ_AFTER_WRITE_ERROR_MSG =
  'Firestore transactions require all reads to be executed before all writes.';
export const READ_ONLY_WRITE_ERROR_MSG = 'Firestore read-only transactions cannot execute writes.';

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
    /** The transaction this attempt belongs to, as the lock manager knows it. */
    private readonly owner: LockOwner,
  ) {}

  private async readDoc(path: string): Promise<StoredDoc | undefined> {
    checkReadablePath(path);
    if (!this.readOnly) await this.locks.acquire(path, this.owner);
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
        if (!this.readOnly) for (const d of docs) await this.locks.acquire(d.path, this.owner);
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
      for (const r of refs) checkReadablePath(r.path);
      // Lock in path order so two transactions reading the same set cannot deadlock.
      for (const path of [...new Set(refs.map((r) => r.path))].sort()) {
        if (!this.readOnly) await this.locks.acquire(path, this.owner);
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
    // A wounded attempt fails here (ABORTED), as Firestore fails a wounded transaction's commit.
    if (!this.readOnly) this.locks.beginCommit(this.owner);
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
  // One owner for every attempt: a retried transaction keeps its age and its places in the queues.
  const owner: LockOwner = {};
  const readOnly = options?.readOnly === true;
  let lastError: unknown;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    ctx.assertOpen();
    const tx = new LocalTransaction(ctx, locks, readOnly, owner);
    let retrying = false;
    try {
      const result = await updateFunction(tx);
      await tx.commit();
      return result;
    } catch (err) {
      lastError = err;
      if (!isRetriedInTransactions(err)) throw err;
      retrying = attempt < maxAttempts;
    } finally {
      locks.endAttempt(owner, retrying);
    }
    if (retrying) await backoff(attempt);
  }
  throw lastError;
}

/**
 * Exponential backoff with full jitter before a retry, as the SDK's ExponentialBackoff does but
 * scaled down locally (no network to wait out): transactions aborted together spread out.
 */
function backoff(attempt: number): Promise<void> {
  const ceilingMs = Math.min(2 ** attempt, 64);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceilingMs));
}
