/**
 * What a transaction read, and the check that it is still so when the transaction ends: every
 * document at the version it was read (0 = missing), and every query with the same result (so a
 * document that started or stopped matching — a phantom — aborts it, as in Firestore).
 */
import { storeError } from './errors.js';
import { querySeqs } from './query-executor.js';
import type { QuerySpec } from './query-model.js';
import type { ReadCheck, Storage, StoredDoc } from './storage.js';

export class TransactionReads {
  /** Path → commit sequence seen (0 = missing). */
  readonly docs = new Map<string, number>();
  /** Path → the whole document read (undefined: missing); partial reads (select) stay out. */
  private readonly whole = new Map<string, StoredDoc | undefined>();
  readonly queries: Array<{ spec: QuerySpec; seen: Map<string, number> }> = [];

  get empty(): boolean {
    return this.docs.size === 0 && this.queries.length === 0;
  }

  readDoc(path: string, doc: StoredDoc | undefined, whole = true): void {
    if (this.docs.has(path)) return;
    this.docs.set(path, doc?.seq ?? 0);
    if (whole) this.whole.set(path, doc);
  }

  readQuery(spec: QuerySpec, docs: StoredDoc[]): void {
    this.queries.push({ spec, seen: new Map(docs.map((d) => [d.path, d.seq])) });
    for (const doc of docs) this.readDoc(doc.path, doc, spec.select === undefined);
  }

  /** Runs inside the commit's (or the read-only end's) Postgres transaction. */
  validator(storage: Storage): ReadCheck {
    return async (tx) => {
      const current = await storage.getSeqs([...this.docs.keys()], tx);
      for (const [path, seen] of this.docs) {
        if ((current.get(path) ?? 0) !== seen) throw changed(`document ${path} changed`);
      }
      for (const { spec, seen } of this.queries) {
        const now = await querySeqs(storage, spec, tx);
        if (now.size !== seen.size || [...now].some(([path, seq]) => seen.get(path) !== seq))
          throw changed(
            `the result of a query on ${spec.collectionPath || spec.collectionId} changed`,
          );
      }
      // Unchanged since read (a seq is never reused), so the commit may apply writes to them.
      return this.whole;
    };
  }
}

const changed = (what: string) =>
  storeError('ABORTED', `Transaction was aborted: ${what} since it was read.`);
