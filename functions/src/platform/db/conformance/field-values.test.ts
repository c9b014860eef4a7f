// Proves FieldValue sentinels behave like Firestore: serverTimestamp resolved at commit, increment, arrayUnion, arrayRemove and delete.
import { describe, expect, it } from 'vitest';
import {
  Code,
  FieldValue,
  Timestamp,
  expectFailure,
  localOnly,
  openConformanceDb,
  uniqueName,
  useDb,
  expectCommitTime,
} from './conformance-db.js';

const getDb = useDb();
const newDoc = (prefix = 'fv') => getDb().collection(uniqueName(prefix)).doc('d');

describe('serverTimestamp', () => {
  it('resolves to a Timestamp equal to the commit time', async () => {
    const ref = newDoc();
    const before = Date.now();
    const res = await ref.set({ t: FieldValue.serverTimestamp() });
    const t = (await ref.get()).get('t') as Timestamp;
    expect(t).toBeInstanceOf(Timestamp);
    expectCommitTime(t, res.writeTime);
    expect(t.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(t.toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('gives the same time to every field and document in one batch', async () => {
    const col = getDb().collection(uniqueName('fv'));
    const batch = getDb().batch();
    for (let i = 0; i < 5; i++) {
      batch.set(col.doc(`d${i}`), {
        a: FieldValue.serverTimestamp(),
        m: { b: FieldValue.serverTimestamp() },
      });
    }
    const results = await batch.commit();
    const snap = await col.get();
    const times = snap.docs.flatMap((d) => [d.get('a') as Timestamp, d.get('m.b') as Timestamp]);
    expect(times).toHaveLength(10);
    for (const t of times) expect(t.isEqual(times[0]!)).toBe(true);
    expectCommitTime(times[0]!, results[0]!.writeTime);
  });

  it('resolves in a transaction at commit, not when tx.set() is called', async () => {
    const ref = newDoc();
    let setCalledAt = 0;
    await getDb().runTransaction(async (tx) => {
      await tx.get(ref);
      tx.set(ref, { t: FieldValue.serverTimestamp() });
      setCalledAt = Date.now();
      await new Promise((r) => setTimeout(r, 150));
    });
    const snap = await ref.get();
    const t = snap.get('t') as Timestamp;
    expectCommitTime(t, snap.updateTime!);
    expect(t.toMillis()).toBeGreaterThanOrEqual(setCalledAt + 100);
  });

  localOnly(
    'takes commit times from the injected clock',
    'the emulator has no clock option',
    async () => {
      const handle = await openConformanceDb({ now: () => new Date('2031-05-06T07:08:09.123Z') });
      try {
        const ref = handle.db.collection(uniqueName('clock')).doc('d');
        const res = await ref.set({ at: FieldValue.serverTimestamp() });
        expect(res.writeTime.toDate().toISOString()).toBe('2031-05-06T07:08:09.123Z');
        expect(((await ref.get()).get('at') as Timestamp).toDate().toISOString()).toBe(
          '2031-05-06T07:08:09.123Z',
        );
      } finally {
        await handle.close();
      }
    },
  );

  it('works in update() on a nested path', async () => {
    const ref = newDoc();
    await ref.set({ m: { keep: 1 } });
    const res = await ref.update({ 'm.at': FieldValue.serverTimestamp() });
    const snap = await ref.get();
    expect(snap.get('m.keep')).toBe(1);
    expectCommitTime(snap.get('m.at') as Timestamp, res.writeTime);
  });
});

describe('increment', () => {
  it('adds to an integer field', async () => {
    const ref = newDoc();
    await ref.set({ n: 5 });
    await ref.update({ n: FieldValue.increment(3) });
    expect((await ref.get()).get('n')).toBe(8);
  });

  it('adds a double to an integer field', async () => {
    const ref = newDoc();
    await ref.set({ n: 1 });
    await ref.update({ n: FieldValue.increment(0.5) });
    expect((await ref.get()).get('n')).toBe(1.5);
  });

  it('sets a missing field to the operand', async () => {
    const ref = newDoc();
    await ref.set({ a: 1 });
    await ref.update({ n: FieldValue.increment(2), d: FieldValue.increment(2.5) });
    expect((await ref.get()).data()).toEqual({ a: 1, n: 2, d: 2.5 });
  });

  it('creates the document on set merge with an increment', async () => {
    const ref = newDoc();
    await ref.set({ n: FieldValue.increment(7) }, { merge: true });
    expect((await ref.get()).get('n')).toBe(7);
  });

  it('replaces a non-numeric field with the operand', async () => {
    const ref = newDoc();
    await ref.set({ n: 'text' });
    await ref.update({ n: FieldValue.increment(4) });
    expect((await ref.get()).get('n')).toBe(4);
  });

  it('applies decrements and several increments in one batch in order', async () => {
    const ref = newDoc();
    await ref.set({ n: 10 });
    const batch = getDb().batch();
    batch.update(ref, { n: FieldValue.increment(-3) });
    batch.update(ref, { n: FieldValue.increment(5) });
    await batch.commit();
    expect((await ref.get()).get('n')).toBe(12);
  });

  it('loses no update when twenty increments run concurrently outside a transaction', async () => {
    const ref = newDoc();
    await ref.set({ n: 0 });
    await Promise.all(Array.from({ length: 20 }, () => ref.update({ n: FieldValue.increment(1) })));
    expect((await ref.get()).get('n')).toBe(20);
  });

  it('fails with NOT_FOUND when used in update() of a missing document', async () => {
    await expectFailure(() => newDoc().update({ n: FieldValue.increment(1) }), {
      code: Code.NOT_FOUND,
    });
  });
});

describe('arrayUnion and arrayRemove', () => {
  it('appends only elements not already present, keeping order', async () => {
    const ref = newDoc();
    await ref.set({ a: [1, 'x', 2] });
    await ref.update({ a: FieldValue.arrayUnion(2, 3, 'x', 'y') });
    expect((await ref.get()).get('a')).toEqual([1, 'x', 2, 3, 'y']);
  });

  it('creates the array on a missing field without duplicating input elements', async () => {
    const ref = newDoc();
    await ref.set({ other: true });
    await ref.update({ a: FieldValue.arrayUnion('p', 'p', 'q') });
    expect((await ref.get()).get('a')).toEqual(['p', 'q']);
  });

  it('replaces a non-array field with the union elements', async () => {
    const ref = newDoc();
    await ref.set({ a: 5 });
    await ref.update({ a: FieldValue.arrayUnion(1) });
    expect((await ref.get()).get('a')).toEqual([1]);
  });

  it('compares map elements by value', async () => {
    const ref = newDoc();
    await ref.set({ a: [{ k: 1, v: 'a' }] });
    await ref.update({ a: FieldValue.arrayUnion({ k: 1, v: 'a' }, { k: 2 }) });
    expect((await ref.get()).get('a')).toEqual([{ k: 1, v: 'a' }, { k: 2 }]);
  });

  it('removes every instance of the given elements', async () => {
    const ref = newDoc();
    await ref.set({ a: [1, 2, 1, 3, { k: 1 }] });
    await ref.update({ a: FieldValue.arrayRemove(1, { k: 1 }, 99) });
    expect((await ref.get()).get('a')).toEqual([2, 3]);
  });

  it('leaves an empty array when arrayRemove targets a missing field', async () => {
    const ref = newDoc();
    await ref.set({ other: true });
    await ref.update({ a: FieldValue.arrayRemove(1) });
    expect((await ref.get()).get('a')).toEqual([]);
  });

  it('works in set merge', async () => {
    const ref = newDoc();
    await ref.set({ tags: ['a'] });
    await ref.set({ tags: FieldValue.arrayUnion('b') }, { merge: true });
    expect((await ref.get()).get('tags')).toEqual(['a', 'b']);
  });
});

describe('delete sentinel', () => {
  it('removes a field in update()', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: 2 });
    await ref.update({ b: FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('removes a nested field in update() through a dotted path', async () => {
    const ref = newDoc();
    await ref.set({ m: { x: 1, y: 2 } });
    await ref.update({ 'm.x': FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ m: { y: 2 } });
  });

  it('removes a field in set merge', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: 2, m: { x: 1, y: 1 } });
    await ref.set({ b: FieldValue.delete(), m: { x: FieldValue.delete() } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, m: { y: 1 } });
  });

  it('is a no-op for a field that does not exist', async () => {
    const ref = newDoc();
    await ref.set({ a: 1 });
    await ref.update({ nope: FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });
});

describe('combined transforms', () => {
  it('applies several transforms and plain fields in one write', async () => {
    const ref = newDoc();
    await ref.set({ n: 1, tags: ['a'], gone: true });
    const res = await ref.update({
      n: FieldValue.increment(1),
      tags: FieldValue.arrayUnion('b'),
      gone: FieldValue.delete(),
      at: FieldValue.serverTimestamp(),
      plain: 'x',
    });
    const snap = await ref.get();
    expect(snap.get('n')).toBe(2);
    expect(snap.get('tags')).toEqual(['a', 'b']);
    expect(snap.get('gone')).toBeUndefined();
    expectCommitTime(snap.get('at') as Timestamp, res.writeTime);
    expect(snap.get('plain')).toBe('x');
  });
});
