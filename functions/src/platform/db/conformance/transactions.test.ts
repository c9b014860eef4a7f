// Proves transactions are serializable and atomic like Firestore's: concurrent increments, read-before-write rule, rollback on throw, queries inside.
import { describe, expect, it } from 'vitest';
import {
  Code,
  FieldValue,
  type Timestamp,
  expectFailure,
  ids,
  seed,
  uniqueName,
  useDb,
} from './conformance-db.js';

const getDb = useDb();
const newDoc = () => getDb().collection(uniqueName('tx')).doc('d');

describe('transactions', () => {
  it('ten concurrent read-increment-write transactions on one document end at ten (default options)', async () => {
    const ref = newDoc();
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        getDb().runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          tx.update(ref, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(10);
  });

  it('concurrent transactions creating the same missing document: exactly one create wins', async () => {
    const ref = newDoc();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        getDb().runTransaction(
          async (tx) => {
            const snap = await tx.get(ref);
            if (snap.exists) return 'seen';
            tx.create(ref, { winner: i });
            return 'created';
          },
          { maxAttempts: 50 },
        ),
      ),
    );
    const values = results.map((r) => (r.status === 'fulfilled' ? r.value : 'error'));
    expect(values.filter((v) => v === 'created')).toHaveLength(1);
    expect(values.filter((v) => v === 'seen')).toHaveLength(4);
  });

  it('prevents write skew: two transactions guarding the same invariant cannot both commit', async () => {
    const col = getDb().collection(uniqueName('skew'));
    await col.doc('a').set({ on: false });
    await col.doc('b').set({ on: false });
    const flip = (mine: string) =>
      getDb().runTransaction(async (tx) => {
        const [a, b] = await tx.getAll(col.doc('a'), col.doc('b'));
        if (a?.get('on') || b?.get('on')) return false;
        await new Promise((r) => setTimeout(r, 20));
        tx.update(col.doc(mine), { on: true });
        return true;
      });
    const results = await Promise.all([flip('a'), flip('b')]);
    const on = (await col.get()).docs.filter((d) => d.get('on') === true).map((d) => d.id);
    expect(on).toHaveLength(1);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('returns the value returned by the update function', async () => {
    const ref = newDoc();
    await ref.set({ n: 41 });
    const out = await getDb().runTransaction(
      async (tx) => ((await tx.get(ref)).get('n') as number) + 1,
    );
    expect(out).toBe(42);
  });

  it("rejects a read after a write with 'Firestore transactions require all reads to be executed before all writes.'", async () => {
    const ref = newDoc();
    await expectFailure(
      () =>
        getDb().runTransaction(async (tx) => {
          tx.set(ref, { a: 1 });
          await tx.get(ref);
        }),
      { message: 'Firestore transactions require all reads to be executed before all writes.' },
    );
    expect((await ref.get()).exists).toBe(false);
  });

  it('writes nothing when the update function throws, and rethrows its error', async () => {
    const ref = newDoc();
    const other = getDb().collection(uniqueName('tx')).doc('o');
    await ref.set({ n: 1 });
    const err = await expectFailure(
      () =>
        getDb().runTransaction(async (tx) => {
          await tx.get(ref);
          tx.update(ref, { n: 2 });
          tx.set(other, { x: 1 });
          throw new Error('boom in callback');
        }),
      { message: 'boom in callback' },
    );
    expect(err.message).toBe('boom in callback');
    expect((await ref.get()).get('n')).toBe(1);
    expect((await other.get()).exists).toBe(false);
  });

  it('runs a query with tx.get(query)', async () => {
    const col = uniqueName('txq');
    await seed(getDb(), col, { a: { k: 1 }, b: { k: 2 }, c: { k: 1 } });
    const found = await getDb().runTransaction(async (tx) => {
      const snap = await tx.get(getDb().collection(col).where('k', '==', 1));
      for (const d of snap.docs) tx.update(d.ref, { seen: true });
      return ids(snap);
    });
    expect(found).toEqual(['a', 'c']);
    expect((await getDb().collection(col).where('seen', '==', true).get()).size).toBe(2);
  });

  it('reads several documents with tx.getAll in order', async () => {
    const col = getDb().collection(uniqueName('txall'));
    await col.doc('x').set({ v: 1 });
    const snaps = await getDb().runTransaction(async (tx) => tx.getAll(col.doc('y'), col.doc('x')));
    expect(snaps.map((s) => [s.id, s.exists])).toEqual([
      ['y', false],
      ['x', true],
    ]);
  });

  it('fails with ALREADY_EXISTS when tx.create targets an existing document, writing nothing', async () => {
    const ref = newDoc();
    const other = getDb().collection(uniqueName('tx')).doc('o');
    await ref.set({ n: 1 });
    await expectFailure(
      () =>
        getDb().runTransaction(async (tx) => {
          tx.set(other, { x: 1 });
          tx.create(ref, { n: 2 });
        }),
      { code: Code.ALREADY_EXISTS },
    );
    expect((await ref.get()).get('n')).toBe(1);
    expect((await other.get()).exists).toBe(false);
  });

  it('fails with NOT_FOUND when tx.update targets a missing document', async () => {
    const ref = newDoc();
    await expectFailure(
      () =>
        getDb().runTransaction(async (tx) => {
          tx.update(ref, { n: 2 });
        }),
      { code: Code.NOT_FOUND },
    );
  });

  it('deletes and sets in one transaction atomically', async () => {
    const col = getDb().collection(uniqueName('txmove'));
    await col.doc('from').set({ v: 7 });
    await getDb().runTransaction(async (tx) => {
      const snap = await tx.get(col.doc('from'));
      tx.set(col.doc('to'), snap.data() ?? {});
      tx.delete(col.doc('from'));
    });
    expect(ids(await col.get())).toEqual(['to']);
  });

  it('resolves serverTimestamp to the commit time in a transaction', async () => {
    const ref = newDoc();
    await getDb().runTransaction(async (tx) => {
      tx.set(ref, { at: FieldValue.serverTimestamp() });
    });
    const snap = await ref.get();
    expect((snap.get('at') as Timestamp).isEqual(snap.updateTime!)).toBe(true);
  });

  it('rejects writes in a read-only transaction', async () => {
    const ref = newDoc();
    await expectFailure(
      () =>
        getDb().runTransaction(
          async (tx) => {
            await tx.get(ref);
            tx.set(ref, { a: 1 });
          },
          { readOnly: true },
        ),
      { message: 'Firestore read-only transactions cannot execute writes.' },
    );
    expect((await ref.get()).exists).toBe(false);
  });

  it('sees data committed before the transaction started', async () => {
    const ref = newDoc();
    await ref.set({ v: 'before' });
    const seen = await getDb().runTransaction(async (tx) => (await tx.get(ref)).get('v'));
    expect(seen).toBe('before');
  });
});
