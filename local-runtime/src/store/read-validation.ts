/**
 * What a transaction read, and the check that it is still so when the transaction ends: every
 * document at the version it was read (0 = missing), and every query with the same result (so a
 * document that started or stopped matching — a phantom — aborts it, as in Firestore).
 */
import { storeError } from './errors.js';
import { executeQuery } from './query-executor.js';
import type { QuerySpec } from './query-model.js';
import type { Queryable, Storage, StoredDoc } from './storage.js';

export class TransactionReads {
  /** Path → commit sequence seen (0 = missing). */
  readonly docs = new Map<string, number>();
  readonly queries: Array<{ spec: QuerySpec; seen: Map<string, number> }> = [];

  get empty(): boolean {
    return this.docs.size === 0 && this.queries.length === 0;
  }

  readDoc(path: string, doc: StoredDoc | undefined): void {
    if (!this.docs.has(path)) this.docs.set(path, doc?.seq ?? 0);
  }

  readQuery(spec: QuerySpec, docs: StoredDoc[]): void {
    this.queries.push({ spec, seen: new Map(docs.map((d) => [d.path, d.seq])) });
    for (const doc of docs) this.readDoc(doc.path, doc);
  }

  /** Runs inside the commit's (or the read-only end's) Postgres transaction. */
  validator(storage: Storage): (tx: Queryable) => Promise<void> {
    return async (tx) => {
      const current = await storage.getDocs([...this.docs.keys()], tx);
      for (const [path, seen] of this.docs) {
        if ((current.get(path)?.seq ?? 0) !== seen) throw changed(`document ${path} changed`);
      }
      for (const { spec, seen } of this.queries) {
        const now = await executeQuery(storage, spec, tx);
        if (now.length !== seen.size || now.some((d) => seen.get(d.path) !== d.seq))
          throw changed(
            `the result of a query on ${spec.collectionPath || spec.collectionId} changed`,
          );
      }
    };
  }
}

const changed = (what: string) =>
  storeError('ABORTED', `Transaction was aborted: ${what} since it was read.`);
