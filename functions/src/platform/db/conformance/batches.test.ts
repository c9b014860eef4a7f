// Proves write batches are atomic like Firestore's: all writes or none, in order, one write time, size limit enforced.
import { describe, expect, it } from 'vitest';
import {
  Code,
  catchError,
  expectFailure,
  ids,
  localOnly,
  uniqueName,
  useDb,
} from './conformance-db.js';

const getDb = useDb();

describe('write batches', () => {
  it('applies create, set, update and delete together', async () => {
    const col = getDb().collection(uniqueName('batch'));
    await col.doc('upd').set({ n: 1 });
    await col.doc('del').set({ n: 1 });
    const batch = getDb().batch();
    batch.create(col.doc('new'), { n: 1 });
    batch.set(col.doc('set'), { n: 2 });
    batch.update(col.doc('upd'), { n: 3 });
    batch.delete(col.doc('del'));
    const results = await batch.commit();
    expect(results).toHaveLength(4);
    expect(ids(await col.get())).toEqual(['new', 'set', 'upd']);
    expect((await col.doc('upd').get()).get('n')).toBe(3);
  });

  it('gives every write in a batch the same write time', async () => {
    const col = getDb().collection(uniqueName('batch'));
    const batch = getDb().batch();
    for (let i = 0; i < 3; i++) batch.set(col.doc(`d${i}`), { i });
    const results = await batch.commit();
    expect(results.every((r) => r.writeTime.isEqual(results[0]!.writeTime))).toBe(true);
    const snaps = await col.get();
    expect(snaps.docs.every((d) => d.updateTime.isEqual(results[0]!.writeTime))).toBe(true);
  });

  it('applies several writes to the same document in order', async () => {
    const ref = getDb().collection(uniqueName('batch')).doc('d');
    const batch = getDb().batch();
    batch.set(ref, { a: 1, b: 1 });
    batch.update(ref, { b: 2, c: 3 });
    batch.set(ref, { d: 4 }, { merge: true });
    await batch.commit();
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2, c: 3, d: 4 });
  });

  it('deletes then recreates a document in one batch', async () => {
    const ref = getDb().collection(uniqueName('batch')).doc('d');
    await ref.set({ old: true });
    const batch = getDb().batch();
    batch.delete(ref);
    batch.create(ref, { fresh: true });
    await batch.commit();
    expect((await ref.get()).data()).toEqual({ fresh: true });
  });

  it('commits exactly 500 writes', async () => {
    const col = getDb().collection(uniqueName('batch500'));
    const batch = getDb().batch();
    for (let i = 0; i < 500; i++) batch.set(col.doc(`d${i}`), { i });
    await batch.commit();
    expect((await col.count().get()).data().count).toBe(500);
  });

  it('commits more than 500 writes in a batch and in a transaction, as Firestore does today', async () => {
    const col = getDb().collection(uniqueName('batch501'));
    const batch = getDb().batch();
    for (let i = 0; i < 501; i++) batch.set(col.doc(`b${i}`), { i });
    await batch.commit();
    await getDb().runTransaction(async (tx) => {
      for (let i = 0; i < 501; i++) tx.set(col.doc(`t${i}`), { i });
    });
    expect((await col.count().get()).data().count).toBe(1002);
  });

  localOnly(
    'refuses a commit over the 10 MiB request limit with INVALID_ARGUMENT and writes nothing',
    "the emulator's gRPC limit is 4 MiB and answers RESOURCE_EXHAUSTED, which the client retries until it gives up",
    async () => {
      const col = getDb().collection(uniqueName('request'));
      const batch = getDb().batch();
      for (let i = 0; i < 11; i++) batch.set(col.doc(`d${i}`), { s: 'x'.repeat(1_000_000) });
      await expectFailure(() => batch.commit(), {
        code: Code.INVALID_ARGUMENT,
        message: 'Request payload size exceeds the limit: 10485760 bytes.',
      });
      expect((await col.count().get()).data().count).toBe(0);
    },
  );

  it('writes nothing when one update targets a missing document (NOT_FOUND)', async () => {
    const col = getDb().collection(uniqueName('batchfail'));
    await col.doc('keep').set({ n: 1 });
    const batch = getDb().batch();
    batch.set(col.doc('a'), { n: 1 });
    batch.update(col.doc('keep'), { n: 2 });
    batch.update(col.doc('missing'), { n: 1 });
    batch.set(col.doc('b'), { n: 1 });
    await expectFailure(() => batch.commit(), { code: Code.NOT_FOUND });
    expect(ids(await col.get())).toEqual(['keep']);
    expect((await col.doc('keep').get()).get('n')).toBe(1);
  });

  it('writes nothing when one create targets an existing document (ALREADY_EXISTS)', async () => {
    const col = getDb().collection(uniqueName('batchfail'));
    await col.doc('exists').set({ n: 1 });
    const batch = getDb().batch();
    batch.set(col.doc('a'), { n: 1 });
    batch.create(col.doc('exists'), { n: 2 });
    await expectFailure(() => batch.commit(), { code: Code.ALREADY_EXISTS });
    expect(ids(await col.get())).toEqual(['exists']);
  });

  it('refuses changes after commit', async () => {
    const col = getDb().collection(uniqueName('batch'));
    const batch = getDb().batch();
    batch.set(col.doc('a'), { n: 1 });
    await batch.commit();
    const err = await catchError(() => batch.set(col.doc('b'), { n: 1 }));
    expect(err.message).toBe('Cannot modify a WriteBatch that has been committed.');
  });

  it('commits an empty batch', async () => {
    expect(await getDb().batch().commit()).toEqual([]);
  });
});
