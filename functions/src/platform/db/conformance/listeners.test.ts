// Proves onSnapshot listeners deliver an initial snapshot then changes in commit order with Firestore's docChanges types and indexes, and stop on unsubscribe.
import { describe, expect, it } from 'vitest';
import { seed, sleep, uniqueName, useDb } from './conformance-db.js';

const getDb = useDb();

interface Collector<S> {
  snaps: S[];
  unsubscribe: () => void;
  /** Resolves once at least n snapshots have arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<S>;
}

function collect<S>(
  subscribe: (onNext: (s: S) => void, onError: (e: Error) => void) => () => void,
): Collector<S> {
  const snaps: S[] = [];
  let failure: Error | undefined;
  const unsubscribe = subscribe(
    (s) => snaps.push(s),
    (e) => {
      failure = e;
    },
  );
  return {
    snaps,
    unsubscribe,
    async waitFor(n, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (snaps.length < n) {
        if (failure) throw failure;
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for snapshot #${n} (have ${snaps.length})`);
        await sleep(5);
      }
      return snaps[n - 1]!;
    },
  };
}

type Change = [type: string, id: string, oldIndex: number, newIndex: number];
const changes = (snap: {
  docChanges(): Array<{ type: string; doc: { id: string }; oldIndex: number; newIndex: number }>;
}): Change[] => snap.docChanges().map((c) => [c.type, c.doc.id, c.oldIndex, c.newIndex]);
const docIds = (snap: { docs: Array<{ id: string }> }) => snap.docs.map((d) => d.id);

describe('document listeners', () => {
  it('delivers an initial exists=false snapshot for a missing document, then each change', async () => {
    const ref = getDb().collection(uniqueName('ldoc')).doc('d');
    const c = collect<Awaited<ReturnType<typeof ref.get>>>((next, err) =>
      ref.onSnapshot(next, err),
    );
    try {
      expect((await c.waitFor(1)).exists).toBe(false);
      await ref.set({ n: 1 });
      const s2 = await c.waitFor(2);
      expect(s2.exists).toBe(true);
      expect(s2.data()).toEqual({ n: 1 });
      await ref.update({ n: 2 });
      expect((await c.waitFor(3)).get('n')).toBe(2);
      await ref.delete();
      expect((await c.waitFor(4)).exists).toBe(false);
    } finally {
      c.unsubscribe();
    }
  });

  it('delivers the current data of an existing document first', async () => {
    const ref = getDb().collection(uniqueName('ldoc')).doc('d');
    await ref.set({ hello: 'world' });
    const c = collect<Awaited<ReturnType<typeof ref.get>>>((next, err) =>
      ref.onSnapshot(next, err),
    );
    try {
      const first = await c.waitFor(1);
      expect(first.exists).toBe(true);
      expect(first.data()).toEqual({ hello: 'world' });
      expect(first.updateTime).toBeDefined();
    } finally {
      c.unsubscribe();
    }
  });

  it('is not woken by writes to its parent or sibling documents', async () => {
    const parent = getDb().collection(uniqueName('ldoc')).doc('p');
    const ref = parent.collection('sub').doc('d');
    const c = collect<Awaited<ReturnType<typeof ref.get>>>((next, err) =>
      ref.onSnapshot(next, err),
    );
    try {
      await c.waitFor(1);
      await parent.set({ n: 1 });
      await parent.collection('sub').doc('other').set({ n: 1 });
      await ref.set({ mine: true });
      const s2 = await c.waitFor(2);
      expect(s2.data()).toEqual({ mine: true });
      await sleep(100);
      expect(c.snaps).toHaveLength(2);
    } finally {
      c.unsubscribe();
    }
  });

  it('delivers a transaction commit', async () => {
    const ref = getDb().collection(uniqueName('ldoc')).doc('d');
    await ref.set({ n: 1 });
    const c = collect<Awaited<ReturnType<typeof ref.get>>>((next, err) =>
      ref.onSnapshot(next, err),
    );
    try {
      await c.waitFor(1);
      await getDb().runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        tx.update(ref, { n: (snap.get('n') as number) + 1 });
      });
      expect((await c.waitFor(2)).get('n')).toBe(2);
    } finally {
      c.unsubscribe();
    }
  });

  it('stays quiet for writes that change nothing (set, keys in another order, update, batch, transaction)', async () => {
    const col = getDb().collection(uniqueName('ldoc'));
    const ref = col.doc('d');
    await ref.set({ n: 1, m: { x: 1, y: 2 } });
    const q = col.where('n', '==', 1);
    const docs = collect<Awaited<ReturnType<typeof ref.get>>>((next, err) =>
      ref.onSnapshot(next, err),
    );
    const queries = collect<Awaited<ReturnType<typeof q.get>>>((next, err) =>
      q.onSnapshot(next, err),
    );
    try {
      await docs.waitFor(1);
      await queries.waitFor(1);
      await ref.set({ n: 1, m: { x: 1, y: 2 } });
      await ref.set({ m: { y: 2, x: 1 }, n: 1 });
      await ref.update({ 'm.x': 1 });
      await getDb()
        .batch()
        .set(ref, { n: 1, m: { x: 1, y: 2 } })
        .commit();
      await getDb().runTransaction(async (tx) => {
        await tx.get(ref);
        tx.update(ref, { n: 1 });
      });
      await ref.update({ n: 2 });
      // The next snapshot each listener gets is the change, not one of the writes before it.
      expect((await docs.waitFor(2)).get('n')).toBe(2);
      expect(changes(await queries.waitFor(2))).toEqual([['removed', 'd', 0, -1]]);
      await sleep(100);
      expect([docs.snaps.length, queries.snaps.length]).toEqual([2, 2]);
    } finally {
      docs.unsubscribe();
      queries.unsubscribe();
    }
  });

  it('stops delivering after unsubscribe', async () => {
    const ref = getDb().collection(uniqueName('ldoc')).doc('d');
    const c = collect<Awaited<ReturnType<typeof ref.get>>>((next, err) =>
      ref.onSnapshot(next, err),
    );
    await c.waitFor(1);
    await ref.set({ n: 1 });
    await c.waitFor(2);
    c.unsubscribe();
    await ref.set({ n: 2 });
    await ref.set({ n: 3 });
    await sleep(300);
    expect(c.snaps).toHaveLength(2);
  });
});

describe('query listeners', () => {
  it('delivers an initial snapshot with every document added in query order', async () => {
    const col = uniqueName('lq');
    await seed(getDb(), col, { a: { v: 2 }, b: { v: 1 }, c: { v: 3 } });
    const q = getDb().collection(col).orderBy('v');
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      const first = await c.waitFor(1);
      expect(docIds(first)).toEqual(['b', 'a', 'c']);
      expect(changes(first)).toEqual([
        ['added', 'b', -1, 0],
        ['added', 'a', -1, 1],
        ['added', 'c', -1, 2],
      ]);
    } finally {
      c.unsubscribe();
    }
  });

  it('delivers added, modified and removed changes in commit order with old and new indexes', async () => {
    const col = uniqueName('lq');
    await seed(getDb(), col, { a: { v: 1 }, b: { v: 2 } });
    const q = getDb().collection(col).orderBy('v');
    const ref = (id: string) => getDb().collection(col).doc(id);
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      await c.waitFor(1);

      await ref('c').set({ v: 0 });
      const s2 = await c.waitFor(2);
      expect(changes(s2)).toEqual([['added', 'c', -1, 0]]);
      expect(docIds(s2)).toEqual(['c', 'a', 'b']);

      await ref('a').update({ v: 5 });
      const s3 = await c.waitFor(3);
      expect(changes(s3)).toEqual([['modified', 'a', 1, 2]]);
      expect(docIds(s3)).toEqual(['c', 'b', 'a']);

      await ref('b').delete();
      const s4 = await c.waitFor(4);
      expect(changes(s4)).toEqual([['removed', 'b', 1, -1]]);
      expect(docIds(s4)).toEqual(['c', 'a']);

      await ref('a').update({ extra: true });
      const s5 = await c.waitFor(5);
      expect(changes(s5)).toEqual([['modified', 'a', 1, 1]]);
    } finally {
      c.unsubscribe();
    }
  });

  it('reports a document that stops matching the filter as removed and one that starts matching as added', async () => {
    const col = uniqueName('lq');
    await seed(getDb(), col, { a: { k: 'x' }, b: { k: 'y' } });
    const q = getDb().collection(col).where('k', '==', 'x');
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      expect(docIds(await c.waitFor(1))).toEqual(['a']);
      await getDb().collection(col).doc('a').update({ k: 'z' });
      expect(changes(await c.waitFor(2))).toEqual([['removed', 'a', 0, -1]]);
      await getDb().collection(col).doc('b').update({ k: 'x' });
      expect(changes(await c.waitFor(3))).toEqual([['added', 'b', -1, 0]]);
    } finally {
      c.unsubscribe();
    }
  });

  it('delivers all writes of one batch in a single snapshot', async () => {
    const col = uniqueName('lq');
    const q = getDb().collection(col);
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      expect((await c.waitFor(1)).empty).toBe(true);
      const batch = getDb().batch();
      batch.set(q.doc('x'), { n: 1 });
      batch.set(q.doc('y'), { n: 2 });
      await batch.commit();
      const s2 = await c.waitFor(2);
      expect(changes(s2)).toEqual([
        ['added', 'x', -1, 0],
        ['added', 'y', -1, 1],
      ]);
    } finally {
      c.unsubscribe();
    }
  });

  it('keeps a limit() window: an entering document pushes the last one out (removal listed first)', async () => {
    const col = uniqueName('lq');
    await seed(getDb(), col, { a: { v: 1 }, b: { v: 2 }, c: { v: 3 } });
    const q = getDb().collection(col).orderBy('v').limit(2);
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      expect(docIds(await c.waitFor(1))).toEqual(['a', 'b']);
      await getDb().collection(col).doc('z').set({ v: 0 });
      const s2 = await c.waitFor(2);
      expect(docIds(s2)).toEqual(['z', 'a']);
      expect(changes(s2)).toEqual([
        ['removed', 'b', 1, -1],
        ['added', 'z', -1, 0],
      ]);
    } finally {
      c.unsubscribe();
    }
  });

  it('ignores writes to other collections and to non-matching documents', async () => {
    const col = uniqueName('lq');
    await seed(getDb(), col, { a: { k: 'x' } });
    const q = getDb().collection(col).where('k', '==', 'x');
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      await c.waitFor(1);
      await getDb().collection(uniqueName('elsewhere')).doc('a').set({ k: 'x' });
      await getDb().collection(col).doc('b').set({ k: 'nope' });
      await getDb().collection(col).doc('c').set({ k: 'x' });
      const s2 = await c.waitFor(2);
      expect(changes(s2)).toEqual([['added', 'c', -1, 1]]);
      await sleep(100);
      expect(c.snaps).toHaveLength(2);
    } finally {
      c.unsubscribe();
    }
  });

  it('stops delivering after unsubscribe', async () => {
    const col = uniqueName('lq');
    const q = getDb().collection(col);
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    await c.waitFor(1);
    c.unsubscribe();
    await q.doc('late').set({ n: 1 });
    await sleep(300);
    expect(c.snaps).toHaveLength(1);
  });

  it('delivers the same change to two listeners on the same query', async () => {
    const col = uniqueName('lq');
    const q = getDb().collection(col).where('k', '==', 1);
    const c1 = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    const c2 = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      await c1.waitFor(1);
      await c2.waitFor(1);
      await getDb().collection(col).doc('x').set({ k: 1 });
      expect(changes(await c1.waitFor(2))).toEqual([['added', 'x', -1, 0]]);
      expect(changes(await c2.waitFor(2))).toEqual([['added', 'x', -1, 0]]);
    } finally {
      c1.unsubscribe();
      c2.unsubscribe();
    }
  });

  it('delivers snapshots with non-decreasing read times', async () => {
    const col = uniqueName('lq');
    const q = getDb().collection(col);
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      await c.waitFor(1);
      await q.doc('a').set({ n: 1 });
      await c.waitFor(2);
      await q.doc('b').set({ n: 1 });
      await c.waitFor(3);
      const times = c.snaps.map((s) => s.readTime.toMillis());
      expect(times).toEqual([...times].sort((x, y) => x - y));
    } finally {
      c.unsubscribe();
    }
  });

  it('lists the changes of a commit as Firestore does: removed, then added, then modified', async () => {
    const col = uniqueName('lq');
    await seed(getDb(), col, { a: { v: 1 }, b: { v: 2 }, c: { v: 3 } });
    const ref = (id: string) => getDb().collection(col).doc(id);
    const q = getDb().collection(col).orderBy('v');
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      await c.waitFor(1);
      await getDb()
        .batch()
        .update(ref('c'), { v: 0 })
        .delete(ref('a'))
        .set(ref('d'), { v: 5 })
        .update(ref('b'), { extra: 1 })
        .commit();
      const s2 = await c.waitFor(2);
      expect(changes(s2)).toEqual([
        ['removed', 'a', 0, -1],
        ['added', 'd', -1, 2],
        ['modified', 'c', 1, 0],
        ['modified', 'b', 1, 1],
      ]);
      expect(docIds(s2)).toEqual(['c', 'b', 'd']);
    } finally {
      c.unsubscribe();
    }
  });

  it('keeps every snapshot in query order, with indexes that rebuild it from the one before', async () => {
    const col = uniqueName('lq');
    const ref = (id: string) => getDb().collection(col).doc(id);
    const q = getDb().collection(col).orderBy('v').limit(6);
    const c = collect<Awaited<ReturnType<typeof q.get>>>((next, err) => q.onSnapshot(next, err));
    try {
      await c.waitFor(1);
      let random = 7;
      const next = (n: number) => (random = (random * 48271) % 2147483647) % n;
      for (let i = 0; i < 30; i++) {
        const batch = getDb().batch();
        for (let w = 0; w < 1 + next(3); w++) {
          const id = `d${next(8)}`;
          if (next(4) === 0) batch.delete(ref(id));
          else batch.set(ref(id), { v: next(10) });
        }
        await batch.commit();
      }
      await ref('last').set({ v: -1 });
      const deadline = Date.now() + 5000;
      while (!c.snaps.some((s) => s.docs.some((d) => d.id === 'last')) && Date.now() < deadline)
        await sleep(5);
      const list: string[] = [];
      for (const snap of c.snaps) {
        for (const change of snap.docChanges()) {
          if (change.type !== 'added') {
            expect(list[change.oldIndex]).toBe(change.doc.id);
            list.splice(change.oldIndex, 1);
          }
          if (change.type !== 'removed') list.splice(change.newIndex, 0, change.doc.id);
        }
        expect(list).toEqual(docIds(snap));
        const values = snap.docs.map((d) => d.get('v') as number);
        expect(values).toEqual([...values].sort((x, y) => x - y));
      }
    } finally {
      c.unsubscribe();
    }
  });
});
