// Proves strings behave as in Firestore: characters outside the Basic Multilingual Plane are kept everywhere and order by code point; a lone UTF-16 surrogate is refused in values, field names and queries, and read as U+FFFD in document names.
import { describe, expect, it } from 'vitest';
import {
  Code,
  FieldPath,
  FieldValue,
  Filter,
  expectFailure,
  ids,
  seed,
  uniqueName,
  useDb,
} from './conformance-db.js';

const getDb = useDb();

/** Code-point order: 中 (U+4E2D) < U+E000 < ﬁ (U+FB01) < 😀 (U+1F600), which UTF-16 puts second. */
const ORDERED = ['z中', 'z\ue000', 'zﬁ', 'z😀'];
const ASTRAL = ['😀', 'Zoë 😀 中文', 'a😀b'];
const LONE = ['\ud83d', 'a\ude00b'];

describe('characters outside the Basic Multilingual Plane', () => {
  it('are stored and read back unchanged in values, arrays and maps', async () => {
    const col = getDb().collection(uniqueName('astral'));
    for (const [i, s] of ASTRAL.entries()) {
      await col.doc(`d${i}`).set({ s, list: [s], m: { s } });
      expect((await col.doc(`d${i}`).get()).data()).toEqual({ s, list: [s], m: { s } });
    }
  });

  it('are kept in field names, map keys and update paths', async () => {
    const ref = getDb().collection(uniqueName('astral')).doc('d');
    await ref.set({ '😀': 1, m: { 'a😀b': 2 } });
    await ref.update('m.a😀b', 3, new FieldPath('m', 'Zoë 😀'), 4);
    expect((await ref.get()).data()).toEqual({ '😀': 1, m: { 'a😀b': 3, 'Zoë 😀': 4 } });
    const found = await ref.parent.where(new FieldPath('m', 'a😀b'), '==', 3).get();
    expect(ids(found)).toEqual(['d']);
  });

  it('are kept in document and collection ids', async () => {
    const col = getDb().collection(uniqueName('c😀'));
    for (const id of ASTRAL) await col.doc(id).set({ id });
    for (const id of ASTRAL) expect((await col.doc(id).get()).get('id')).toBe(id);
    expect(ids(await col.get()).sort()).toEqual([...ASTRAL].sort());
  });

  it('are found by ==, in and array-contains, and order string values by code point', async () => {
    const col = getDb().collection(uniqueName('astral'));
    await seed(
      getDb(),
      col.path,
      Object.fromEntries(ORDERED.map((s, i) => [`d${i}`, { s, list: ['x', s] }])),
    );
    expect(ids(await col.where('s', '==', 'z😀').get())).toEqual(['d3']);
    expect(ids(await col.where('s', 'in', ['z😀', 'zﬁ']).get())).toEqual(['d2', 'd3']);
    expect(ids(await col.where('list', 'array-contains', 'z😀').get())).toEqual(['d3']);
    expect(ids(await col.orderBy('s').get())).toEqual(['d0', 'd1', 'd2', 'd3']);
    expect(ids(await col.where('s', '>', 'zﬁ').get())).toEqual(['d3']);
    expect(ids(await col.orderBy('s').startAfter('z\ue000').endAt('z😀').get())).toEqual([
      'd2',
      'd3',
    ]);
  });

  it('order document ids by code point, also in merged results and past a cursor', async () => {
    const col = getDb().collection(uniqueName('astral'));
    await seed(
      getDb(),
      col.path,
      Object.fromEntries(ORDERED.map((id, i) => [id, { even: i % 2 === 0, odd: i % 2 === 1 }])),
    );
    expect(ids(await col.get())).toEqual(ORDERED);
    const either = Filter.or(Filter.where('even', '==', true), Filter.where('odd', '==', true));
    expect(ids(await col.where(either).get())).toEqual(ORDERED);
    expect(ids(await col.orderBy(FieldPath.documentId()).startAfter('zﬁ').get())).toEqual(['z😀']);
    expect(ids(await col.where(FieldPath.documentId(), '>', 'zﬁ').get())).toEqual(['z😀']);
  });
});

describe('a lone surrogate', () => {
  const refused = { code: Code.UNKNOWN, message: 'Application error processing RPC' };

  it('in a value is refused with 2 UNKNOWN at any depth, and nothing of the write is kept', async () => {
    const col = getDb().collection(uniqueName('lone'));
    const ref = col.doc('d');
    await ref.set({ ok: 1 });
    for (const s of LONE) {
      await expectFailure(() => ref.set({ s }), refused);
      await expectFailure(() => ref.set({ m: { list: [s] } }), refused);
      await expectFailure(() => ref.update({ s }), refused);
      await expectFailure(() => ref.update({ list: FieldValue.arrayUnion(s) }), refused);
    }
    await expectFailure(
      () => getDb().batch().set(col.doc('other'), { ok: 1 }).set(ref, { s: '\ud83d' }).commit(),
      refused,
    );
    expect((await col.get()).docs.map((d) => [d.id, d.data()])).toEqual([['d', { ok: 1 }]]);
  });

  it("in a transaction's write fails its commit with 2 UNKNOWN, which the SDK retries like ABORTED", async () => {
    const ref = getDb().collection(uniqueName('lone')).doc('d');
    let attempts = 0;
    await expectFailure(
      () =>
        getDb().runTransaction(
          async (tx) => {
            attempts += 1;
            await tx.get(ref);
            tx.set(ref, { s: 'a\ude00b' });
          },
          { maxAttempts: 2 },
        ),
      refused,
    );
    expect(attempts).toBe(2);
    expect((await ref.get()).exists).toBe(false);
  });

  it('in a field name or an update path is refused with 2 UNKNOWN', async () => {
    const ref = getDb().collection(uniqueName('lone')).doc('d');
    await ref.set({ m: {} });
    await expectFailure(() => ref.set({ '\ud83d': 1 }), refused);
    await expectFailure(() => ref.set({ m: { 'a\ude00b': 1 } }), refused);
    await expectFailure(() => ref.update('m.\ud83d', 1), refused);
    await expectFailure(
      () => ref.update(new FieldPath('m', 'a\ude00b'), FieldValue.delete()),
      refused,
    );
    await expectFailure(() => ref.set({ m: { '\ud83d': 1 } }, { merge: true }), refused);
    expect((await ref.get()).data()).toEqual({ m: {} });
  });

  it('in a query value, field path or collection id is refused with 2 UNKNOWN', async () => {
    const col = getDb().collection(uniqueName('lone'));
    await seed(getDb(), col.path, { a: { s: 'x', list: ['x'] } });
    const queries = [
      col.where('s', '==', '\ud83d'),
      col.where('s', 'in', ['x', 'a\ude00b']),
      col.where('list', 'array-contains', '\ud83d'),
      col.where('s', '>', '\ud83d'),
      col.orderBy('s').startAt('\ud83d'),
      col.where('\ud83d', '==', 1),
      col.orderBy('a\ude00b'),
      col.select('\ud83d'),
      getDb().collection('c\ud83d'),
      getDb().collectionGroup('c\ud83d'),
    ];
    // Concurrently: the SDK retries a query refused with UNKNOWN for some seconds before failing.
    await Promise.all([
      ...queries.map((query) => expectFailure(() => query.get(), refused)),
      expectFailure(() => col.where('s', '==', '\ud83d').count().get(), refused),
    ]);
  }, 60_000);

  it('in a document name is read as U+FFFD: the write lands there and the SDK cannot read it back by its name', async () => {
    const col = getDb().collection(uniqueName('lone'));
    const lone = col.doc('a\ude00b');
    await lone.set({ v: 1 });
    expect(ids(await col.get())).toEqual(['a\ufffdb']);
    expect((await col.doc('a\ufffdb').get()).data()).toEqual({ v: 1 });
    await lone.update({ v: 2 });
    expect((await col.doc('a\ufffdb').get()).data()).toEqual({ v: 2 });
    const unread = 'Did not receive document for "';
    await expectFailure(() => lone.get(), { message: unread });
    await expectFailure(() => getDb().getAll(lone), { message: unread });
    // Names in queries and references are names too.
    expect(ids(await col.where(FieldPath.documentId(), '==', 'a\ude00b').get())).toEqual([
      'a\ufffdb',
    ]);
    await col.doc('r').set({ ref: lone });
    expect(((await col.doc('r').get()).get('ref') as { path: string }).path).toBe(
      `${col.path}/a\ufffdb`,
    );
    await lone.delete();
    expect((await col.doc('a\ufffdb').get()).exists).toBe(false);
    // Last: against the emulator, the failed transactional read leaves the document locked.
    await expectFailure(() => getDb().runTransaction((tx) => tx.get(lone)), { message: unread });
  });

  it('in a listened document name: the document is reported missing', async () => {
    const col = getDb().collection(uniqueName('lone'));
    await col.doc('\ufffd').set({ v: 1 });
    const first = await new Promise<boolean>((resolve, reject) => {
      const unsubscribe = col.doc('\ud83d').onSnapshot((snap) => {
        unsubscribe();
        resolve(snap.exists);
      }, reject);
    });
    expect(first).toBe(false);
  });
});
