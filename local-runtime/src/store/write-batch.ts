/** Write batches: writes validated on add, committed atomically with one commit time. */
import type { FieldPath } from 'firebase-admin/firestore';
import type {
  DbDocumentReference,
  DbPrecondition,
  DbSetOptions,
  DbWriteBatch,
  DbWriteResult,
  DocumentData,
} from '@portico/functions/platform/db/db';
import type { StoreContext } from './context.js';
import { checkWritableDocumentPath } from './paths.js';
import { LocalDocumentReference } from './references.js';
import { LocalWriteResult } from './snapshots.js';
import { usToTimestamp } from './storage.js';
import { prepareDelete, prepareSet, prepareUpdate, type WriteOp } from './write-input.js';

function pathOf(ref: unknown): string {
  if (!(ref instanceof LocalDocumentReference)) {
    throw new Error('Value for argument "documentRef" is not a valid DocumentReference.');
  }
  return (ref as LocalDocumentReference<unknown>).path;
}

export class LocalWriteBatch implements DbWriteBatch {
  private readonly ops: WriteOp[] = [];
  private committed = false;

  constructor(private readonly ctx: StoreContext) {}

  private push(op: WriteOp): this {
    if (this.committed) throw new Error('Cannot modify a WriteBatch that has been committed.');
    this.ops.push(op);
    return this;
  }

  create<T>(documentRef: DbDocumentReference<T>, data: T): this {
    return this.push(
      prepareSet(pathOf(documentRef), data, undefined, this.ctx.ignoreUndefinedProperties, true),
    );
  }

  set<T>(documentRef: DbDocumentReference<T>, data: T | Partial<T>, options?: DbSetOptions): this {
    return this.push(
      prepareSet(pathOf(documentRef), data, options, this.ctx.ignoreUndefinedProperties),
    );
  }

  update(
    documentRef: DbDocumentReference<unknown>,
    dataOrField: DocumentData | string | FieldPath,
    ...rest: unknown[]
  ): this {
    return this.push(
      prepareUpdate(
        pathOf(documentRef),
        [dataOrField, ...rest],
        this.ctx.ignoreUndefinedProperties,
      ),
    );
  }

  delete(documentRef: DbDocumentReference<unknown>, precondition?: DbPrecondition): this {
    return this.push(prepareDelete(pathOf(documentRef), precondition));
  }

  async commit(): Promise<DbWriteResult[]> {
    if (this.committed) throw new Error('Cannot modify a WriteBatch that has been committed.');
    this.committed = true;
    for (const op of this.ops) checkWritableDocumentPath(op.path);
    if (this.ops.length === 0) return [];
    const r = await this.ctx.commit(this.ops);
    return this.ops.map(
      (op) => new LocalWriteResult(usToTimestamp(r.writeUs.get(op.path) ?? r.commitUs)),
    );
  }
}
