// Proves values sort and compare in Firestore's order: across types, strings by UTF-8 bytes, numbers numerically (NaN first, -0 == 0, int == double), doc id as the final tie-break.
import { describe, expect, it } from 'vitest';
import {
  FieldPath,
  FieldValue,
  GeoPoint,
  Timestamp,
  ids,
  uniqueName,
  useDb,
  type Db,
  localOnly,
} from './conformance-db.js';

const multi = uniqueName('multi');
const getDb = useDb({
  indexes: {
    indexes: [
      {
        collectionGroup: multi,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'a', order: 'ASCENDING' },
          { fieldPath: 'b', order: 'DESCENDING' },
        ],
      },
      {
        collectionGroup: multi,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'a', order: 'DESCENDING' },
          { fieldPath: 'b', order: 'ASCENDING' },
        ],
      },
    ],
  },
});

/** Writes values in shuffled order under ids that do not sort like the values, returns the ids in value order. */
async function seedValues(db: Db, col: string, values: unknown[]): Promise<string[]> {
  const batch = db.batch();
  const idsInValueOrder: string[] = [];
  values.forEach((v, i) => {
    const id = `k${String(values.length - i).padStart(3, '0')}`;
    idsInValueOrder.push(id);
    batch.set(db.collection(col).doc(id), { v });
  });
  await batch.commit();
  return idsInValueOrder;
}

describe('cross-type order', () => {
  it('orders null < boolean < number < timestamp < string < bytes < reference < geo point < array < map', async () => {
    const db = getDb();
    const col = uniqueName('xtype');
    const values = [
      null,
      false,
      true,
      NaN,
      -Infinity,
      -1,
      0.5,
      Infinity,
      new Timestamp(0, 0),
      new Timestamp(1, 0),
      '',
      'a',
      Buffer.from([0]),
      Buffer.from([1]),
      db.doc('aaa/x'),
      db.doc('bbb/x'),
      new GeoPoint(0, 0),
      new GeoPoint(1, 0),
      [],
      [1],
      {},
      { a: 1 },
    ];
    const expected = await seedValues(db, col, values);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
    expect(ids(await db.collection(col).orderBy('v', 'desc').get())).toEqual(
      [...expected].reverse(),
    );
  });

  it('orders Date values as timestamps between numbers and strings', async () => {
    const db = getDb();
    const col = uniqueName('xtype');
    const expected = await seedValues(db, col, [99, new Date('2020-01-01T00:00:00Z'), 'x']);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });
});

describe('within-type order', () => {
  it('orders strings by UTF-8 bytes, not UTF-16 code units', async () => {
    const db = getDb();
    const col = uniqueName('str');
    const expected = await seedValues(db, col, ['', 'Z', 'a', 'aa', 'b', 'é', '\uFFFF', '😀']);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });

  it("filters strings by UTF-8 order: '😀' is greater than '\\uFFFF'", async () => {
    const db = getDb();
    const col = uniqueName('str');
    await seedValues(db, col, ['\uFFFF', '😀', 'é']);
    const snap = await db.collection(col).where('v', '>', '\uFFFF').get();
    expect(snap.docs.map((d) => d.get('v'))).toEqual(['😀']);
    const below = await db.collection(col).where('v', '<', '\uFFFF').get();
    expect(below.docs.map((d) => d.get('v'))).toEqual(['é']);
  });

  it('orders numbers numerically with NaN first and infinities at the ends', async () => {
    const db = getDb();
    const col = uniqueName('num');
    const expected = await seedValues(db, col, [
      NaN,
      -Infinity,
      -1e300,
      -2,
      -1.5,
      0,
      0.25,
      1,
      2,
      10,
      1e300,
      Infinity,
    ]);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });

  it('orders timestamps by seconds then nanoseconds', async () => {
    const db = getDb();
    const col = uniqueName('ts');
    const expected = await seedValues(db, col, [
      new Timestamp(-100, 0),
      new Timestamp(0, 0),
      new Timestamp(1, 5000),
      new Timestamp(1, 6000),
      new Timestamp(2, 0),
    ]);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });

  it('orders bytes as unsigned bytes, shorter prefix first', async () => {
    const db = getDb();
    const col = uniqueName('bytes');
    const expected = await seedValues(db, col, [
      Buffer.alloc(0),
      Buffer.from([0]),
      Buffer.from([0, 0]),
      Buffer.from([1]),
      Buffer.from([127]),
      Buffer.from([128]),
      Buffer.from([255]),
    ]);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });

  it('orders references segment by segment', async () => {
    const db = getDb();
    const col = uniqueName('ref');
    const expected = await seedValues(db, col, [
      db.doc('a/b'),
      db.doc('a/b/c/d'),
      db.doc('a/c'),
      db.doc('b/a'),
    ]);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });

  it('orders geo points by latitude then longitude', async () => {
    const db = getDb();
    const col = uniqueName('geo');
    const expected = await seedValues(db, col, [
      new GeoPoint(-10, 50),
      new GeoPoint(0, -5),
      new GeoPoint(0, 5),
      new GeoPoint(10, 0),
    ]);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });

  it('orders arrays element by element, then by length', async () => {
    const db = getDb();
    const col = uniqueName('arr');
    const expected = await seedValues(db, col, [[], [null], [1], [1, 2], [1, 'a'], [2], ['a']]);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });

  it('orders maps key by key (keys sorted), then by size', async () => {
    const db = getDb();
    const col = uniqueName('map');
    const expected = await seedValues(db, col, [
      {},
      { a: 1 },
      { a: 1, b: 0 },
      { b: 0, a: 2 },
      { b: 0 },
    ]);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });

  it('orders booleans false before true', async () => {
    const db = getDb();
    const col = uniqueName('bool');
    const expected = await seedValues(db, col, [false, true]);
    expect(ids(await db.collection(col).orderBy('v').get())).toEqual(expected);
  });
});

describe('numeric equality', () => {
  it('treats an integer and a double with the same value as equal in == and in order', async () => {
    const db = getDb();
    const col = db.collection(uniqueName('intdbl'));
    await col.doc('int').set({ v: 1 });
    await col.doc('dbl').set({ v: FieldValue.increment(0.5) });
    await col.doc('dbl').update({ v: FieldValue.increment(0.5) });
    await col.doc('two').set({ v: 2 });
    expect(ids(await col.where('v', '==', 1).get())).toEqual(['dbl', 'int']);
    expect(ids(await col.where('v', 'in', [1]).get())).toEqual(['dbl', 'int']);
    expect(ids(await col.orderBy('v', 'desc').get())).toEqual(['two', 'int', 'dbl']);
  });

  it('treats -0 and 0 as equal', async () => {
    const db = getDb();
    const col = db.collection(uniqueName('zero'));
    await col.doc('neg').set({ v: -0 });
    await col.doc('pos').set({ v: 0 });
    expect(ids(await col.where('v', '==', 0).get())).toEqual(['neg', 'pos']);
    expect(ids(await col.where('v', '==', -0).get())).toEqual(['neg', 'pos']);
    expect(ids(await col.where('v', '>', -0).get())).toEqual([]);
  });

  it("matches NaN with where('x', '==', NaN) and nothing else", async () => {
    const db = getDb();
    const col = db.collection(uniqueName('nan'));
    await col.doc('nan').set({ x: NaN });
    await col.doc('one').set({ x: 1 });
    await col.doc('nul').set({ x: null });
    await col.doc('str').set({ x: 'NaN' });
    expect(ids(await col.where('x', '==', NaN).get())).toEqual(['nan']);
  });

  it("excludes NaN (and missing fields) with where('x', '!=', NaN)", async () => {
    const db = getDb();
    const col = db.collection(uniqueName('nan'));
    await col.doc('nan').set({ x: NaN });
    await col.doc('one').set({ x: 1 });
    await col.doc('two').set({ x: 2 });
    await col.doc('none').set({ y: 1 });
    expect(ids(await col.where('x', '!=', NaN).get())).toEqual(['one', 'two']);
  });

  it("matches null only with where('x', '==', null), not missing fields", async () => {
    const db = getDb();
    const col = db.collection(uniqueName('null'));
    await col.doc('nul').set({ x: null });
    await col.doc('none').set({ y: 1 });
    await col.doc('zero').set({ x: 0 });
    expect(ids(await col.where('x', '==', null).get())).toEqual(['nul']);
  });
});

describe('orderBy', () => {
  it('breaks ties by document id ascending', async () => {
    const db = getDb();
    const col = db.collection(uniqueName('tie'));
    for (const id of ['c', 'a', 'b']) await col.doc(id).set({ v: 1 });
    await col.doc('z').set({ v: 0 });
    expect(ids(await col.orderBy('v').get())).toEqual(['z', 'a', 'b', 'c']);
  });

  it('breaks ties by document id descending when the last orderBy is descending', async () => {
    const db = getDb();
    const col = db.collection(uniqueName('tie'));
    for (const id of ['c', 'a', 'b']) await col.doc(id).set({ v: 1 });
    await col.doc('z').set({ v: 0 });
    expect(ids(await col.orderBy('v', 'desc').get())).toEqual(['c', 'b', 'a', 'z']);
  });

  it('orders by several fields in mixed directions (with the composite indexes declared)', async () => {
    const db = getDb();
    const col = db.collection(multi);
    const rows: Array<[string, number, string]> = [
      ['r1', 1, 'b'],
      ['r2', 2, 'a'],
      ['r3', 1, 'a'],
      ['r4', 2, 'c'],
      ['r5', 1, 'c'],
    ];
    for (const [id, a, b] of rows) await col.doc(id).set({ a, b });
    expect(ids(await col.orderBy('a').orderBy('b', 'desc').get())).toEqual([
      'r5',
      'r1',
      'r3',
      'r4',
      'r2',
    ]);
    expect(ids(await col.orderBy('a', 'desc').orderBy('b').get())).toEqual([
      'r2',
      'r4',
      'r3',
      'r1',
      'r5',
    ]);
  });

  it('orders by FieldPath.documentId()', async () => {
    const db = getDb();
    const col = db.collection(uniqueName('docid'));
    for (const id of ['b', '10', 'A', '9', 'a', 'B']) await col.doc(id).set({ v: 1 });
    expect(ids(await col.orderBy(FieldPath.documentId()).get())).toEqual([
      '10',
      '9',
      'A',
      'B',
      'a',
      'b',
    ]);
  });

  localOnly(
    'orders by FieldPath.documentId() descending',
    'the emulator refuses descending key scans (FAILED_PRECONDITION), which production serves',
    async () => {
      const db = getDb();
      const col = db.collection(uniqueName('docid'));
      for (const id of ['b', '10', 'A', '9', 'a', 'B']) await col.doc(id).set({ v: 1 });
      expect(ids(await col.orderBy(FieldPath.documentId(), 'desc').get())).toEqual([
        'b',
        'a',
        'B',
        'A',
        '9',
        '10',
      ]);
    },
  );

  it('returns documents in id order when no orderBy is given', async () => {
    const db = getDb();
    const col = db.collection(uniqueName('noorder'));
    for (const id of ['m', 'c', 'x', 'a']) await col.doc(id).set({ v: Math.random() });
    expect(ids(await col.get())).toEqual(['a', 'c', 'm', 'x']);
  });

  it('excludes documents that lack the orderBy field', async () => {
    const db = getDb();
    const col = db.collection(uniqueName('missing'));
    await col.doc('has').set({ v: 1 });
    await col.doc('nul').set({ v: null });
    await col.doc('lacks').set({ w: 1 });
    expect(ids(await col.orderBy('v').get())).toEqual(['nul', 'has']);
  });

  it('orders by a nested field path', async () => {
    const db = getDb();
    const col = db.collection(uniqueName('nested'));
    await col.doc('a').set({ m: { x: 3 } });
    await col.doc('b').set({ m: { x: 1 } });
    await col.doc('c').set({ m: { y: 1 } });
    expect(ids(await col.orderBy('m.x').get())).toEqual(['b', 'a']);
  });
});
