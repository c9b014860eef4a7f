/**
 * The local store: a Firestore-compatible document store on PGlite (in-process Postgres),
 * in memory or durable in a data directory. `openLocalStore` is the entry point.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type {
  Db,
  DbCollectionReference,
  DbDocumentReference,
  DbDocumentSnapshot,
  DbQuery,
  DbReadOptions,
  DbTransaction,
  DbTransactionOptions,
  DocumentData,
} from '@portico/functions/platform/db/db';
import type { StoreContext } from './context.js';
import { storeError } from './errors.js';
import { toSegments } from './field-paths.js';
import { normalizeIndexes, readDefaultIndexConfig, type IndexConfig } from './index-config.js';
import { Listeners } from './listeners.js';
import { checkCollectionId, checkCollectionPath, checkDocumentPath, splitPath } from './paths.js';
import { executeQuery } from './query-executor.js';
import {
  LocalCollectionReference,
  LocalDocumentReference,
  collectionGroupQuery,
} from './references.js';
import { openPglite } from './pglite-open.js';
import { SESSION_SQL } from './schema.js';
import { LocalDocumentSnapshot } from './snapshots.js';
import { Storage, type CommitResult, type ReadCheck } from './storage.js';
import { checkCommitRequest } from './commit-limits.js';
import { checkReadablePath, wellFormed } from './unicode-strings.js';
import { LockManager } from './document-locks.js';
import { runTransaction } from './transactions.js';
import { LocalWriteBatch } from './write-batch.js';
import type { WriteOp } from './write-input.js';

export type { IndexConfig } from './index-config.js';

export interface LocalStoreOptions {
  /** Durable data directory; omitted => in memory. */
  dataDir?: string;
  /** Parsed firestore.indexes.json; default: <repo>/firestore.indexes.json. */
  indexes?: IndexConfig;
  ignoreUndefinedProperties?: boolean;
  /** Clock for commit times and serverTimestamp(). */
  now?: () => Date;
  /** Project id used in resource names of error messages. */
  projectId?: string;
  /** How long a transaction waits for a document lock before aborting (and retrying). */
  lockTimeoutMs?: number;
}

/** An open database a store runs on, and what closing the store does with it. */
export interface StoreDatabase {
  pg: PGlite;
  /** Default: closes the database. */
  release?: (pg: PGlite) => Promise<void>;
}

export interface LocalStore extends Db {
  close(): Promise<void>;
}

class LocalStoreImpl implements LocalStore, StoreContext {
  readonly db: Db = this;
  readonly listeners: Listeners;
  private readonly locks: LockManager;
  private closed = false;

  constructor(
    readonly storage: Storage,
    readonly ignoreUndefinedProperties: boolean,
    lockTimeoutMs: number,
    private readonly release: (pg: PGlite) => Promise<void>,
  ) {
    this.locks = new LockManager(lockTimeoutMs);
    this.listeners = new Listeners(
      (path) => storage.getDoc(path),
      (spec) => executeQuery(storage, spec),
      () => Date.now() * 1000,
    );
  }

  assertOpen(): void {
    if (this.closed) throw new Error('The client has already been terminated');
  }

  commit(ops: WriteOp[], validate?: ReadCheck): Promise<CommitResult> {
    this.assertOpen();
    checkCommitRequest(ops);
    // Firestore reads a lone surrogate in a document name as U+FFFD: the write lands there.
    const named = ops.map((op) => ({ ...op, path: wellFormed(op.path) }));
    return this.storage.commit(named, validate, (r) =>
      this.listeners.notify(r.changes, r.commitUs),
    );
  }

  collection(collectionPath: string): DbCollectionReference<DocumentData> {
    const segments = splitPath(collectionPath, 'collectionPath');
    checkCollectionPath(segments, collectionPath);
    return new LocalCollectionReference(this, segments.join('/'));
  }

  doc(documentPath: string): DbDocumentReference<DocumentData> {
    const segments = splitPath(documentPath, 'documentPath');
    checkDocumentPath(segments, documentPath);
    return new LocalDocumentReference(this, segments.join('/'));
  }

  collectionGroup(collectionId: string): DbQuery<DocumentData> {
    checkCollectionId(collectionId);
    return collectionGroupQuery(this, collectionId);
  }

  async getAll(
    ...documentRefsOrReadOptions: Array<DbDocumentReference<DocumentData> | DbReadOptions>
  ): Promise<Array<DbDocumentSnapshot<DocumentData>>> {
    this.assertOpen();
    const refs = documentRefsOrReadOptions.filter(
      (r): r is LocalDocumentReference<DocumentData> => r instanceof LocalDocumentReference,
    );
    if (refs.length === 0) {
      throw new Error('Function "getAll()" requires at least 1 argument.');
    }
    const options = documentRefsOrReadOptions.find(
      (r): r is DbReadOptions => !(r instanceof LocalDocumentReference),
    );
    const mask = options?.fieldMask?.map((f, i) => toSegments(f, String(i)));
    for (const r of refs) checkReadablePath(r.path);
    const docs = await this.storage.getDocs(refs.map((r) => r.path));
    const readUs = Date.now() * 1000;
    return refs.map((r) => new LocalDocumentSnapshot(r, docs.get(r.path), readUs, mask));
  }

  runTransaction<R>(
    updateFunction: (transaction: DbTransaction) => Promise<R>,
    transactionOptions?: DbTransactionOptions,
  ): Promise<R> {
    return runTransaction(this, this.locks, updateFunction, transactionOptions);
  }

  batch(): LocalWriteBatch {
    return new LocalWriteBatch(this);
  }

  async listCollections(): Promise<Array<DbCollectionReference<DocumentData>>> {
    const ids = await this.storage.collectionIdsUnder('');
    return ids.map((id) => new LocalCollectionReference(this, id));
  }

  /** Deletes a document or collection and everything beneath it, in atomic chunks of 500. */
  async recursiveDelete(
    ref: DbCollectionReference<unknown> | DbDocumentReference<unknown>,
  ): Promise<void> {
    this.assertOpen();
    const path = (ref as { path: string }).path;
    const isDoc = ref instanceof LocalDocumentReference;
    const paths = await this.storage.pathsUnder(path);
    if (isDoc) paths.push(path);
    for (let i = 0; i < paths.length; i += 500) {
      const chunk = paths
        .slice(i, i + 500)
        .map((p): WriteOp => ({ path: p, kind: 'delete', transforms: [] }));
      await this.commit(chunk);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    this.storage.stopMaintenance();
    // Let an in-flight commit finish before closing the database under it.
    await this.storage.serialize(async () => undefined);
    await this.release(this.storage.pg);
  }
}

export async function openLocalStore(options: LocalStoreOptions = {}): Promise<LocalStore> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = await openPglite(options.dataDir);
  await pg.exec(SESSION_SQL);
  return localStoreOn({ pg }, options);
}

/** A store on a database already open (with the schema and the session settings). */
export async function localStoreOn(
  { pg, release = (db) => db.close() }: StoreDatabase,
  options: Omit<LocalStoreOptions, 'dataDir'> = {},
): Promise<LocalStore> {
  const indexes = normalizeIndexes(options.indexes ?? readDefaultIndexConfig());
  // References decoded from disk need the store, which needs the storage: tie the knot lazily.
  const holder: { store?: LocalStoreImpl } = {};
  const storage = new Storage(
    pg,
    indexes,
    (path) => {
      if (!holder.store) throw storeError('INTERNAL', 'store not ready');
      return new LocalDocumentReference(holder.store, path);
    },
    options.now,
    options.projectId ?? process.env.GCLOUD_PROJECT ?? 'portico-local',
  );
  await storage.init();
  const store = new LocalStoreImpl(
    storage,
    options.ignoreUndefinedProperties ?? false,
    options.lockTimeoutMs ?? 3000,
    release,
  );
  holder.store = store;
  // Index entries depend on firestore.indexes.json: rebuild them when it changed since last run.
  const stored = await pg.query<{ value: string }>("SELECT value FROM meta WHERE key = 'indexes'");
  const previous = stored.rows[0]?.value;
  if (previous !== indexes.fingerprint) {
    if (previous !== undefined) await storage.reindexAll();
    await pg.query(
      "INSERT INTO meta (key, value) VALUES ('indexes', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      [indexes.fingerprint],
    );
  }
  return store;
}
