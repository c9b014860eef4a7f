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
  expectCommitTime,
  sleep,
  conformanceBackend,
  localOnly,
} from './conformance-db.js';
import type { DbQuery, DbQuerySnapshot } from '../db.js';

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
    expectCommitTime(snap.get('at') as Timestamp, snap.updateTime!);
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

  /**
   * While commits move `on` from one document to the other (exactly one is on at any time), the
   * reads return what `read` finds; every answer must show exactly one document on.
   */
  async function readsWhileFlipping(read: (on: DbQuery) => Promise<DbQuerySnapshot>) {
    const col = getDb().collection(uniqueName('pit'));
    await seed(getDb(), col.path, { a: { on: true }, b: { on: false } });
    let flipping = true;
    const flips = (async () => {
      for (let i = 0; i < 30; i++) {
        const aOn = i % 2 === 1;
        await getDb()
          .batch()
          .update(col.doc('a'), { on: aOn })
          .update(col.doc('b'), { on: !aOn })
          .commit();
      }
      flipping = false;
    })();
    const seen = new Set<string>();
    const on = col.where('on', '==', true);
    while (flipping) {
      const { docs } = await read(on);
      seen.add(docs.map((d) => `${d.id}:${String(d.get('on'))}`).join(','));
    }
    await flips;
    expect([...seen].filter((s) => s !== 'a:true' && s !== 'b:true')).toEqual([]);
  }

  it('reads a query at one point in time inside a transaction', () =>
    readsWhileFlipping((on) => getDb().runTransaction((tx) => tx.get(on))));

  localOnly(
    'reads a query at one point in time outside a transaction',
    'the emulator reads a plain query without a snapshot: on a busy machine it answered none and both on (production reads at one time)',
    () => readsWhileFlipping((on) => on.get()),
  );

  it('serializes transactions that read a query: two that find it empty cannot both insert', async () => {
    const col = getDb().collection(uniqueName('phantom'));
    let reads = 0;
    let bothRead = () => undefined as void;
    const met = new Promise<void>((resolve) => (bothRead = resolve));
    const insertIfNone = (id: string) =>
      getDb().runTransaction(
        async (tx) => {
          const found = await tx.get(col.where('kind', '==', 'x'));
          if (++reads === 2) bothRead();
          await Promise.race([met, sleep(300)]);
          if (!found.empty) return 'found one';
          tx.create(col.doc(id), { kind: 'x' });
          return 'inserted';
        },
        { maxAttempts: 10 },
      );
    const results = await Promise.all([insertIfNone('a'), insertIfNone('b')]);
    expect(results.sort()).toEqual(['found one', 'inserted']);
    expect((await col.get()).size).toBe(1);
  });

  it('finishes two transactions that read the same documents in opposite orders, without a lock timeout', async () => {
    const col = getDb().collection(uniqueName('order'));
    await seed(getDb(), col.path, { x: { n: 0 }, y: { n: 0 } });
    const bump = (first: string, second: string) =>
      getDb().runTransaction(
        async (tx) => {
          const one = await tx.get(col.doc(first));
          await sleep(50);
          const two = await tx.get(col.doc(second));
          tx.update(col.doc(first), { n: (one.get('n') as number) + 1 });
          tx.update(col.doc(second), { n: (two.get('n') as number) + 1 });
        },
        { maxAttempts: 10 },
      );
    const started = Date.now();
    await Promise.all([bump('x', 'y'), bump('y', 'x')]);
    // The emulator breaks the cycle with its lock timeout (about 3 s); the local store detects it.
    expect(Date.now() - started).toBeLessThan(conformanceBackend() === 'local' ? 1000 : 5000);
    expect((await col.doc('x').get()).get('n')).toBe(2);
    expect((await col.doc('y').get()).get('n')).toBe(2);
  });

  // Five, with the default 5 attempts: each round of contention commits at least one, so even the
  // unluckiest transfer is alone by its fifth attempt (ten could lose five rounds on a busy machine).
  it('five concurrent transfers that read two documents in opposite orders all commit, each once (default options)', async () => {
    const col = getDb().collection(uniqueName('transfer'));
    await seed(getDb(), col.path, { x: { n: 100 }, y: { n: 100 } });
    const transfer = (from: string, to: string, amount: number) =>
      getDb().runTransaction(async (tx) => {
        const source = await tx.get(col.doc(from));
        const target = await tx.get(col.doc(to));
        tx.update(col.doc(from), { n: (source.get('n') as number) - amount });
        tx.update(col.doc(to), { n: (target.get('n') as number) + amount });
      });
    // x → y moves 1 + 3 + 5 = 9, y → x moves 2 + 4 = 6.
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        i % 2 === 0 ? transfer('x', 'y', i + 1) : transfer('y', 'x', i + 1),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [x, y] = await Promise.all([col.doc('x').get(), col.doc('y').get()]);
    expect([x.get('n'), y.get('n')]).toEqual([97, 103]);
    // The SDK backs off 1 s, then 1.5 s, … between attempts against the emulator.
  }, 60_000);

  it('reads one snapshot in a read-only transaction, whatever commits meanwhile', async () => {
    const col = getDb().collection(uniqueName('ro'));
    await seed(getDb(), col.path, { a: { v: 0 }, b: { v: 0 } });
    const values = await getDb().runTransaction(
      async (tx) => {
        const a = await tx.get(col.doc('a'));
        await getDb()
          .batch()
          .update(col.doc('a'), { v: 1 })
          .update(col.doc('b'), { v: 1 })
          .commit();
        const b = await tx.get(col.doc('b'));
        return [a.get('v'), b.get('v')];
      },
      { readOnly: true },
    );
    expect(values[0]).toBe(values[1]);
  });
});
