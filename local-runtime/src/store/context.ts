/** What the API objects (references, queries, batches, transactions) need from the store. */
import type { Db } from '@portico/functions/platform/db/db';
import type { Listeners } from './listeners.js';
import type { CommitResult, ReadCheck, Storage } from './storage.js';
import type { WriteOp } from './write-input.js';

export interface StoreContext {
  readonly db: Db;
  readonly storage: Storage;
  readonly listeners: Listeners;
  readonly ignoreUndefinedProperties: boolean;
  /**
   * Commits writes atomically and notifies listeners in commit order; `validate` (a transaction's
   * read check) runs first, in the same Postgres transaction.
   */
  commit(ops: WriteOp[], validate?: ReadCheck): Promise<CommitResult>;
  /** Fails fast once the store is closed. */
  assertOpen(): void;
}
