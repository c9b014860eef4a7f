// Proves document writes and reads behave like Firestore: set, merge, mergeFields, create, update, delete, preconditions, getAll and value round trips.
import { describe, expect, it } from 'vitest';
import {
  Code,
  FieldPath,
  FieldValue,
  GeoPoint,
  Timestamp,
  expectFailure,
  uniqueName,
  useDb,
} from './conformance-db.js';

const getDb = useDb();
const newDoc = (prefix = 'w') => getDb().collection(uniqueName(prefix)).doc('d');

describe('set and get', () => {
  it('reads back what set() wrote, with id, path and exists', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: 'two', c: true });
    const snap = await ref.get();
    expect(snap.exists).toBe(true);
    expect(snap.id).toBe('d');
    expect(snap.ref.path).toBe(ref.path);
    expect(snap.data()).toEqual({ a: 1, b: 'two', c: true });
    expect(snap.get('b')).toBe('two');
  });

  it('reports a missing document with exists=false and data() undefined', async () => {
    const snap = await newDoc().get();
    expect(snap.exists).toBe(false);
    expect(snap.data()).toBeUndefined();
    expect(snap.get('a')).toBeUndefined();
    expect(snap.createTime).toBeUndefined();
    expect(snap.readTime).toBeInstanceOf(Timestamp);
  });

  it('replaces the whole document on set() without merge', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: { x: 1, y: 2 } });
    await ref.set({ b: { x: 3 } });
    expect((await ref.get()).data()).toEqual({ b: { x: 3 } });
  });

  it('deep-merges nested maps on set(..., { merge: true })', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, m: { x: 1, y: 2, inner: { p: 1 } } });
    await ref.set({ b: 2, m: { y: 20, inner: { q: 2 } } }, { merge: true });
    expect((await ref.get()).data()).toEqual({
      a: 1,
      b: 2,
      m: { x: 1, y: 20, inner: { p: 1, q: 2 } },
    });
  });

  it('replaces arrays wholesale on merge', async () => {
    const ref = newDoc();
    await ref.set({ arr: [1, 2, 3] });
    await ref.set({ arr: [9] }, { merge: true });
    expect((await ref.get()).get('arr')).toEqual([9]);
  });

  it('creates the document on set merge when it does not exist', async () => {
    const ref = newDoc();
    await ref.set({ a: 1 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('writes only the listed fields with mergeFields', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, b: 1, m: { x: 1, y: 1 } });
    await ref.set({ a: 2, b: 2, m: { x: 2, y: 2 } }, { mergeFields: ['a', 'm.x'] });
    expect((await ref.get()).data()).toEqual({ a: 2, b: 1, m: { x: 2, y: 1 } });
  });

  it('replaces a map named in mergeFields as a whole', async () => {
    const ref = newDoc();
    await ref.set({ m: { x: 1, y: 1 } });
    await ref.set({ m: { z: 3 } }, { mergeFields: ['m'] });
    expect((await ref.get()).data()).toEqual({ m: { z: 3 } });
  });

  it('rejects a mergeFields entry missing from the data', async () => {
    await expectFailure(() => newDoc().set({ a: 1 }, { mergeFields: ['a', 'b'] }), {
      message: 'Input data is missing for field "b".',
    });
  });
});

describe('create', () => {
  it('creates a new document', async () => {
    const ref = newDoc();
    const res = await ref.create({ a: 1 });
    expect(res.writeTime).toBeInstanceOf(Timestamp);
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('fails with ALREADY_EXISTS (6) when the document exists and leaves it unchanged', async () => {
    const ref = newDoc();
    await ref.set({ a: 1 });
    await expectFailure(() => ref.create({ a: 2 }), {
      code: Code.ALREADY_EXISTS,
      message: /already exists/i,
    });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('adds a document with an auto id through CollectionReference.add()', async () => {
    const col = getDb().collection(uniqueName('add'));
    const ref = await col.add({ a: 1 });
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(ref.parent.path).toBe(col.path);
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });
});

describe('update', () => {
  it('updates a nested field through a dotted path and keeps its siblings', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, m: { x: 1, y: 2 } });
    await ref.update({ 'm.x': 10, a: 2 });
    expect((await ref.get()).data()).toEqual({ a: 2, m: { x: 10, y: 2 } });
  });

  it('replaces a map given as a whole value in update()', async () => {
    const ref = newDoc();
    await ref.set({ m: { x: 1, y: 2 } });
    await ref.update({ m: { z: 1 } });
    expect((await ref.get()).data()).toEqual({ m: { z: 1 } });
  });

  it('creates intermediate maps for a dotted path', async () => {
    const ref = newDoc();
    await ref.set({ a: 1 });
    await ref.update({ 'n.o.p': true });
    expect((await ref.get()).data()).toEqual({ a: 1, n: { o: { p: true } } });
  });

  it('treats a FieldPath with a dot inside a key as one top-level field', async () => {
    const ref = newDoc();
    await ref.set({ a: { b: 1 } });
    await ref.update(new FieldPath('a.b'), 2);
    const snap = await ref.get();
    expect(snap.data()).toEqual({ a: { b: 1 }, 'a.b': 2 });
    expect(snap.get(new FieldPath('a.b'))).toBe(2);
    expect(snap.get('a.b')).toBe(1);
  });

  it('accepts the field/value varargs form', async () => {
    const ref = newDoc();
    await ref.set({ a: 1, m: { x: 1 } });
    await ref.update('a', 5, new FieldPath('m', 'y'), 6);
    expect((await ref.get()).data()).toEqual({ a: 5, m: { x: 1, y: 6 } });
  });

  it('fails with NOT_FOUND (5) on a missing document and creates nothing', async () => {
    const ref = newDoc();
    await expectFailure(() => ref.update({ a: 1 }), {
      code: Code.NOT_FOUND,
      // Production and the local store: 'No document to update'; the emulator: 'no entity to update'.
      message: /no (document|entity) to update/i,
    });
    expect((await ref.get()).exists).toBe(false);
  });

  it('overwrites a non-map value when a dotted path goes through it', async () => {
    const ref = newDoc();
    await ref.set({ a: 5 });
    await ref.update({ 'a.b': 1 });
    expect((await ref.get()).data()).toEqual({ a: { b: 1 } });
  });

  it('fails with FAILED_PRECONDITION (9) when lastUpdateTime does not match', async () => {
    const ref = newDoc();
    const first = await ref.set({ a: 1 });
    await ref.set({ a: 2 });
    await expectFailure(() => ref.update({ a: 3 }, { lastUpdateTime: first.writeTime }), {
      code: Code.FAILED_PRECONDITION,
    });
    expect((await ref.get()).get('a')).toBe(2);
  });

  it('succeeds when lastUpdateTime matches', async () => {
    const ref = newDoc();
    const res = await ref.set({ a: 1 });
    await ref.update({ a: 3 }, { lastUpdateTime: res.writeTime });
    expect((await ref.get()).get('a')).toBe(3);
  });
});

describe('delete', () => {
  it('deletes an existing document', async () => {
    const ref = newDoc();
    await ref.set({ a: 1 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('succeeds deleting a missing document', async () => {
    const res = await newDoc().delete();
    expect(res.writeTime).toBeInstanceOf(Timestamp);
  });

  it('fails with NOT_FOUND (5) deleting a missing document with { exists: true }', async () => {
    await expectFailure(() => newDoc().delete({ exists: true }), { code: Code.NOT_FOUND });
  });

  it('does not delete subcollections with the parent document', async () => {
    const ref = newDoc();
    await ref.set({ a: 1 });
    await ref.collection('sub').doc('s').set({ b: 1 });
    await ref.delete();
    expect((await ref.collection('sub').doc('s').get()).exists).toBe(true);
  });
});

describe('metadata', () => {
  it('keeps createTime and advances updateTime on update', async () => {
    const ref = newDoc();
    const created = await ref.set({ a: 1 });
    const s1 = await ref.get();
    expect(s1.createTime?.isEqual(created.writeTime)).toBe(true);
    expect(s1.updateTime?.isEqual(created.writeTime)).toBe(true);
    const updated = await ref.update({ a: 2 });
    const s2 = await ref.get();
    expect(s2.createTime?.isEqual(created.writeTime)).toBe(true);
    expect(s2.updateTime?.isEqual(updated.writeTime)).toBe(true);
    expect(updated.writeTime.toMillis()).toBeGreaterThanOrEqual(created.writeTime.toMillis());
  });

  it('resets createTime when a deleted document is recreated', async () => {
    const ref = newDoc();
    const first = await ref.set({ a: 1 });
    await ref.delete();
    const second = await ref.set({ a: 2 });
    expect((await ref.get()).createTime?.isEqual(second.writeTime)).toBe(true);
    expect(second.writeTime.isEqual(first.writeTime)).toBe(false);
  });
});

describe('writes that change nothing', () => {
  const stored = { a: 1, tags: ['x', 'y'], m: { x: 1, y: 'two' } };

  it('keep the update time and answer it as the write time: set, set with keys in another order, update, merge, increment(0), arrayUnion of a present element', async () => {
    const ref = newDoc('noop');
    const { writeTime } = await ref.set(stored);
    const writes = [
      () => ref.set(stored),
      () => ref.set({ m: { y: 'two', x: 1 }, tags: ['x', 'y'], a: 1 }),
      () => ref.update({ a: 1 }),
      () => ref.update('m.x', 1),
      () => ref.set({ m: { x: 1 } }, { merge: true }),
      () => ref.update({ a: FieldValue.increment(0) }),
      () => ref.update({ tags: FieldValue.arrayUnion('y') }),
    ];
    for (const write of writes) {
      const result = await write();
      expect(result.writeTime.isEqual(writeTime)).toBe(true);
      expect((await ref.get()).updateTime?.isEqual(writeTime)).toBe(true);
    }
    const changed = await ref.update({ a: 2 });
    expect(changed.writeTime.isEqual(writeTime)).toBe(false);
    expect((await ref.get()).updateTime?.isEqual(changed.writeTime)).toBe(true);
  });

  it('keep the update time in a batch beside a write that changes, and in a transaction', async () => {
    const col = getDb().collection(uniqueName('noop'));
    const { writeTime } = await col.doc('same').set(stored);
    const results = await getDb()
      .batch()
      .set(col.doc('same'), stored)
      .set(col.doc('other'), { b: 1 })
      .commit();
    expect(results[0]?.writeTime.isEqual(writeTime)).toBe(true);
    expect(results[1]?.writeTime.isEqual(writeTime)).toBe(false);
    await getDb().runTransaction(async (tx) => {
      await tx.get(col.doc('same'));
      tx.set(col.doc('same'), { m: { y: 'two', x: 1 }, a: 1, tags: ['x', 'y'] });
    });
    expect((await col.doc('same').get()).updateTime?.isEqual(writeTime)).toBe(true);
  });
});

describe('BigInt values', () => {
  it('writes a BigInt as an integer that reads back as a number (firebase-admin without useBigInt)', async () => {
    const ref = newDoc('big');
    await ref.set({ n: 5n, list: [1n, 2n], m: { x: -3n } });
    const data = (await ref.get()).data();
    expect(data).toEqual({ n: 5, list: [1, 2], m: { x: -3 } });
    expect(typeof data?.n).toBe('number');
    await ref.update({ n: 6n, 'm.x': 0n });
    expect((await ref.get()).data()).toEqual({ n: 6, list: [1, 2], m: { x: 0 } });
  });

  it('matches BigInt query values as the integers they are', async () => {
    const col = getDb().collection(uniqueName('big'));
    await col.doc('a').set({ n: 5n, list: [1n, 2n] });
    await col.doc('b').set({ n: 7, list: [3] });
    const found = async (q: ReturnType<typeof col.where>) => (await q.get()).docs.map((d) => d.id);
    expect(await found(col.where('n', '==', 5))).toEqual(['a']);
    expect(await found(col.where('n', '==', 5n))).toEqual(['a']);
    expect(await found(col.where('n', 'in', [7n, 8n]))).toEqual(['b']);
    expect(await found(col.where('n', '>', 5n))).toEqual(['b']);
    expect(await found(col.where('list', 'array-contains', 2n))).toEqual(['a']);
    const fromSix = await col.orderBy('n').startAt(6n).get();
    expect(fromSix.docs.map((d) => d.id)).toEqual(['b']);
  });

  it('keeps the int64 bounds, read as the nearest numbers', async () => {
    const ref = newDoc('big');
    await ref.set({ max: 2n ** 63n - 1n, min: -(2n ** 63n) });
    expect((await ref.get()).data()).toEqual({ max: 2 ** 63, min: -(2 ** 63) });
  });

  it('wraps a BigInt outside int64 to 64 bits, as the SDK encodes it for gRPC', async () => {
    const ref = newDoc('big');
    await ref.set({ over: 2n ** 63n, under: -(2n ** 63n) - 1n, huge: 2n ** 70n + 5n });
    expect((await ref.get()).data()).toEqual({ over: -(2 ** 63), under: 2 ** 63, huge: 5 });
  });
});

describe('getAll', () => {
  it('returns snapshots in argument order with exists=false for missing documents', async () => {
    const col = getDb().collection(uniqueName('getall'));
    await col.doc('a').set({ n: 1 });
    await col.doc('c').set({ n: 3 });
    const snaps = await getDb().getAll(col.doc('c'), col.doc('b'), col.doc('a'));
    expect(snaps.map((s) => s.id)).toEqual(['c', 'b', 'a']);
    expect(snaps.map((s) => s.exists)).toEqual([true, false, true]);
    expect(snaps[0]?.get('n')).toBe(3);
  });

  it('applies a fieldMask', async () => {
    const col = getDb().collection(uniqueName('getall'));
    await col.doc('a').set({ n: 1, m: { x: 1, y: 2 }, z: 3 });
    const [snap] = await getDb().getAll(col.doc('a'), { fieldMask: ['n', 'm.y'] });
    expect(snap?.data()).toEqual({ n: 1, m: { y: 2 } });
  });

  it('returns one snapshot per reference when the same document is asked twice', async () => {
    const col = getDb().collection(uniqueName('getall'));
    await col.doc('a').set({ n: 1 });
    const snaps = await getDb().getAll(col.doc('a'), col.doc('a'));
    expect(snaps).toHaveLength(2);
    expect(snaps.every((s) => s.exists)).toBe(true);
  });
});

describe('value round trips', () => {
  it('round-trips a Timestamp with microsecond precision', async () => {
    const ref = newDoc();
    const ts = new Timestamp(1_700_000_000, 123_456_000);
    await ref.set({ t: ts });
    const back = (await ref.get()).get('t') as Timestamp;
    expect(back).toBeInstanceOf(Timestamp);
    expect(back.seconds).toBe(1_700_000_000);
    expect(back.nanoseconds).toBe(123_456_000);
  });

  it('truncates Timestamp nanoseconds to microseconds', async () => {
    const ref = newDoc();
    await ref.set({ t: new Timestamp(1_700_000_000, 123_456_789) });
    expect(((await ref.get()).get('t') as Timestamp).nanoseconds).toBe(123_456_000);
  });

  it('round-trips timestamps before 1970', async () => {
    const ref = newDoc();
    await ref.set({ t: new Timestamp(-86_400, 500_000_000) });
    const back = (await ref.get()).get('t') as Timestamp;
    expect([back.seconds, back.nanoseconds]).toEqual([-86_400, 500_000_000]);
  });

  it('stores a JavaScript Date as a Timestamp', async () => {
    const ref = newDoc();
    const date = new Date('2024-03-01T12:34:56.789Z');
    await ref.set({ d: date });
    const back = (await ref.get()).get('d') as Timestamp;
    expect(back).toBeInstanceOf(Timestamp);
    expect(back.toDate().toISOString()).toBe('2024-03-01T12:34:56.789Z');
  });

  it('round-trips nested maps and arrays', async () => {
    const ref = newDoc();
    const data = {
      m: { a: { b: { c: [1, { d: ['x', { e: null }] }] } } },
      arr: [{ k: 1, inner: [1, 2] }, {}, 'z'],
      emptyMap: {},
      emptyArr: [],
    };
    await ref.set(data);
    expect((await ref.get()).data()).toEqual(data);
  });

  it('rejects an array directly inside an array with INVALID_ARGUMENT', async () => {
    await expectFailure(() => newDoc().set({ arr: [1, [2, 3]] }), { code: Code.INVALID_ARGUMENT });
  });

  it('round-trips bytes given as a Buffer or a Uint8Array, returning Buffers', async () => {
    const ref = newDoc();
    await ref.set({
      b1: Buffer.from([0, 1, 254, 255]),
      b2: new Uint8Array([9, 8, 7]),
      empty: Buffer.alloc(0),
    });
    const snap = await ref.get();
    const b1 = snap.get('b1') as Buffer;
    expect(Buffer.isBuffer(b1)).toBe(true);
    expect([...b1]).toEqual([0, 1, 254, 255]);
    expect([...(snap.get('b2') as Uint8Array)]).toEqual([9, 8, 7]);
    expect((snap.get('empty') as Buffer).length).toBe(0);
  });

  it('round-trips a GeoPoint', async () => {
    const ref = newDoc();
    await ref.set({ g: new GeoPoint(51.5, -0.12) });
    const back = (await ref.get()).get('g') as GeoPoint;
    expect(back).toBeInstanceOf(GeoPoint);
    expect(back.isEqual(new GeoPoint(51.5, -0.12))).toBe(true);
  });

  it('round-trips a DocumentReference value', async () => {
    const ref = newDoc();
    const target = getDb().doc('firms/f1/entities/e1');
    await ref.set({ r: target, list: [target] });
    const back = (await ref.get()).get('r') as typeof target;
    expect(back.path).toBe('firms/f1/entities/e1');
    expect(back.firestore).toBeDefined();
    expect(((await ref.get()).get('list') as Array<typeof target>)[0]?.id).toBe('e1');
  });

  it('round-trips numbers: negative, fractional, large integers, infinities and NaN', async () => {
    const ref = newDoc();
    await ref.set({
      a: -5,
      b: 0.1,
      c: Number.MAX_SAFE_INTEGER,
      d: Infinity,
      e: -Infinity,
      f: NaN,
      g: 1e-300,
    });
    const d = (await ref.get()).data() ?? {};
    expect(d.a).toBe(-5);
    expect(d.b).toBe(0.1);
    expect(d.c).toBe(Number.MAX_SAFE_INTEGER);
    expect(d.d).toBe(Infinity);
    expect(d.e).toBe(-Infinity);
    expect(Number.isNaN(d.f)).toBe(true);
    expect(d.g).toBe(1e-300);
  });

  it('round-trips null, booleans, empty strings and unicode strings', async () => {
    const ref = newDoc();
    const data = { n: null, t: true, f: false, s: '', u: 'Zoë 😀 \u0000 end' };
    await ref.set(data);
    expect((await ref.get()).data()).toEqual(data);
  });

  it('round-trips field names with dots, spaces and unicode', async () => {
    const ref = newDoc();
    const data = { 'a.b': 1, 'with space': 2, ünï: 3, '`tick`': 4 };
    await ref.set(data);
    const snap = await ref.get();
    expect(snap.data()).toEqual(data);
    expect(snap.get(new FieldPath('a.b'))).toBe(1);
  });
});
