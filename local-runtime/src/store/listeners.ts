/**
 * Snapshot listeners: after each commit, document listeners get the new state and query
 * listeners re-run their query and receive the diff, each listener strictly in commit order.
 */
import { parentPath } from './paths.js';
import { compareDocs, type OrderSpec, type QuerySpec } from './query-model.js';
import type { Change, StoredDoc } from './storage.js';
import { collectionIdOf } from './index-entries.js';

export interface DocChange {
  type: 'added' | 'removed' | 'modified';
  doc: StoredDoc;
  oldIndex: number;
  newIndex: number;
}

export interface DocListener {
  path: string;
  onNext(doc: StoredDoc | undefined, readUs: number): void;
  onError(err: Error): void;
}

export interface QueryListener {
  spec: QuerySpec;
  order: OrderSpec[];
  onNext(docs: StoredDoc[], changes: DocChange[], readUs: number): void;
  onError(err: Error): void;
}

interface DocState {
  listener: DocListener;
  chain: Promise<void>;
  last?: { exists: boolean; seq: number };
  active: boolean;
}

interface QueryState {
  listener: QueryListener;
  chain: Promise<void>;
  docs?: StoredDoc[];
  pending: boolean;
  active: boolean;
}

export class Listeners {
  private readonly docs = new Map<string, Set<DocState>>();
  private readonly queries = new Set<QueryState>();

  constructor(
    private readonly readDoc: (path: string) => Promise<StoredDoc | undefined>,
    private readonly runQuery: (spec: QuerySpec) => Promise<StoredDoc[]>,
    private readonly now: () => number,
  ) {}

  get size(): number {
    let n = this.queries.size;
    for (const set of this.docs.values()) n += set.size;
    return n;
  }

  addDoc(listener: DocListener): () => void {
    const state: DocState = { listener, chain: Promise.resolve(), active: true };
    let set = this.docs.get(listener.path);
    if (!set) this.docs.set(listener.path, (set = new Set()));
    set.add(state);
    this.enqueueDoc(state, async () => {
      const doc = await this.readDoc(listener.path);
      this.deliverDoc(state, doc, this.now());
    });
    return () => {
      state.active = false;
      set.delete(state);
      if (set.size === 0) this.docs.delete(listener.path);
    };
  }

  addQuery(listener: QueryListener): () => void {
    const state: QueryState = { listener, chain: Promise.resolve(), pending: false, active: true };
    this.queries.add(state);
    this.refreshQuery(state);
    return () => {
      state.active = false;
      this.queries.delete(state);
    };
  }

  /** Called synchronously after each commit, so enqueued work follows commit order. */
  notify(changes: Change[], commitUs: number): void {
    for (const change of changes) {
      const set = this.docs.get(change.path);
      if (!set) continue;
      for (const state of set) {
        const after = change.after;
        this.enqueueDoc(state, async () => this.deliverDoc(state, after, commitUs));
      }
    }
    if (this.queries.size === 0) return;
    for (const state of this.queries) {
      if (changes.some((c) => affects(state.listener.spec, c.path))) this.refreshQuery(state);
    }
  }

  clear(): void {
    for (const set of this.docs.values()) for (const s of set) s.active = false;
    for (const s of this.queries) s.active = false;
    this.docs.clear();
    this.queries.clear();
  }

  private enqueueDoc(state: DocState, work: () => Promise<void>): void {
    state.chain = state.chain.then(work).catch((err: unknown) => {
      if (state.active) state.listener.onError(err as Error);
      state.active = false;
    });
  }

  private deliverDoc(state: DocState, doc: StoredDoc | undefined, readUs: number): void {
    if (!state.active) return;
    const next = { exists: doc !== undefined, seq: doc?.seq ?? 0 };
    // The first read may already include a commit that is also queued: deliver it once.
    if (state.last && state.last.exists === next.exists && state.last.seq === next.seq) return;
    state.last = next;
    state.listener.onNext(doc, readUs);
  }

  /** Re-runs the query once for any number of commits that arrive while a run is queued. */
  private refreshQuery(state: QueryState): void {
    if (state.pending) return;
    state.pending = true;
    state.chain = state.chain
      .then(async () => {
        state.pending = false;
        if (!state.active) return;
        const docs = await this.runQuery(state.listener.spec);
        if (!state.active) return;
        const first = state.docs === undefined;
        const changes = diff(state.docs ?? [], docs, state.listener.order);
        state.docs = docs;
        if (first || changes.length > 0) state.listener.onNext(docs, changes, this.now());
      })
      .catch((err: unknown) => {
        if (state.active) state.listener.onError(err as Error);
        state.active = false;
        this.queries.delete(state);
      });
  }
}

function affects(spec: QuerySpec, path: string): boolean {
  if (spec.allDescendants) return collectionIdOf(path) === spec.collectionId;
  return parentPath(path) === spec.collectionPath;
}

/**
 * Firestore's docChanges(): removals (in the old order), then additions, then modifications (each
 * in the new order), every index counted on the list as the changes before it left it — applying
 * them in turn to the previous snapshot's documents gives the new one. A document is placed
 * among the others as they stand at that point, as the SDK's sorted tree does.
 */
export function diff(before: StoredDoc[], after: StoredDoc[], order: OrderSpec[]): DocChange[] {
  const changes: DocChange[] = [];
  const afterByPath = new Map(after.map((d) => [d.path, d]));
  const beforeByPath = new Map(before.map((d) => [d.path, d]));
  const working = [...before];
  const take = (path: string) => {
    const index = working.findIndex((d) => d.path === path);
    working.splice(index, 1);
    return index;
  };
  const place = (doc: StoredDoc) => {
    let index = working.findIndex((d) => compareDocs(doc, d, order) < 0);
    if (index < 0) index = working.length;
    working.splice(index, 0, doc);
    return index;
  };
  for (const doc of before) {
    if (!afterByPath.has(doc.path))
      changes.push({ type: 'removed', doc, oldIndex: take(doc.path), newIndex: -1 });
  }
  for (const doc of after) {
    if (!beforeByPath.has(doc.path))
      changes.push({ type: 'added', doc, oldIndex: -1, newIndex: place(doc) });
  }
  for (const doc of after) {
    const prev = beforeByPath.get(doc.path);
    if (!prev || prev.seq === doc.seq) continue;
    const oldIndex = take(doc.path);
    changes.push({ type: 'modified', doc, oldIndex, newIndex: place(doc) });
  }
  return changes;
}
