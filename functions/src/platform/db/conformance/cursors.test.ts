// Proves query cursors (startAt, startAfter, endAt, endBefore) by values and by snapshot bound results exactly like Firestore.
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldPath, ids, seed, uniqueName, useDb } from './conformance-db.js';

const col = uniqueName('cursors');
const ties = uniqueName('ties');
const composite = (...fields: Array<[string, 'ASCENDING' | 'DESCENDING']>) => ({
  collectionGroup: col,
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});
const getDb = useDb({
  indexes: {
    indexes: [
      composite(['g', 'ASCENDING'], ['v', 'ASCENDING']),
      composite(['g', 'ASCENDING'], ['v', 'DESCENDING']),
    ],
  },
});
beforeAll(async () => {
  const docs: Record<string, Record<string, unknown>> = {};
  for (let i = 1; i <= 10; i++)
    docs[`d${String(i).padStart(2, '0')}`] = { v: i, g: i % 3, s: `s${i % 2}` };
  docs.nov = { other: true };
  await seed(getDb(), col, docs);
  await seed(getDb(), ties, {
    a: { v: 1 },
    b: { v: 2 },
    c: { v: 2 },
    d: { v: 2 },
    e: { v: 3 },
  });
});
const q = () => getDb().collection(col);

describe('cursors by value', () => {
  it('startAt includes the boundary value', async () => {
    expect(ids(await q().orderBy('v').startAt(8).get())).toEqual(['d08', 'd09', 'd10']);
  });

  it('startAfter excludes the boundary value', async () => {
    expect(ids(await q().orderBy('v').startAfter(8).get())).toEqual(['d09', 'd10']);
  });

  it('endAt includes the boundary value', async () => {
    expect(ids(await q().orderBy('v').endAt(3).get())).toEqual(['d01', 'd02', 'd03']);
  });

  it('endBefore excludes the boundary value', async () => {
    expect(ids(await q().orderBy('v').endBefore(3).get())).toEqual(['d01', 'd02']);
  });

  it('combines a start and an end cursor', async () => {
    expect(ids(await q().orderBy('v').startAfter(2).endBefore(6).get())).toEqual([
      'd03',
      'd04',
      'd05',
    ]);
  });

  it('applies cursors in descending order', async () => {
    expect(ids(await q().orderBy('v', 'desc').startAt(4).limit(3).get())).toEqual([
      'd04',
      'd03',
      'd02',
    ]);
    expect(ids(await q().orderBy('v', 'desc').endAt(8).get())).toEqual(['d10', 'd09', 'd08']);
  });

  it('uses several cursor values against several orderBy fields', async () => {
    // g: d03,d06,d09 -> 0; d01,d04,d07,d10 -> 1; d02,d05,d08 -> 2
    const snap = await q().orderBy('g').orderBy('v').startAfter(1, 4).endAt(2, 5).get();
    expect(ids(snap)).toEqual(['d07', 'd10', 'd02', 'd05']);
  });

  it('accepts fewer cursor values than orderBy fields (prefix match)', async () => {
    expect(ids(await q().orderBy('g').orderBy('v').startAt(2).get())).toEqual([
      'd02',
      'd05',
      'd08',
    ]);
    expect(ids(await q().orderBy('g').orderBy('v', 'desc').startAfter(1).get())).toEqual([
      'd08',
      'd05',
      'd02',
    ]);
  });

  it('uses a document id cursor with orderBy(FieldPath.documentId())', async () => {
    expect(ids(await q().orderBy(FieldPath.documentId()).startAfter('d08').get())).toEqual([
      'd09',
      'd10',
      'nov',
    ]);
  });

  it('uses a trailing document id value to break ties', async () => {
    const snap = await getDb()
      .collection(ties)
      .orderBy('v')
      .orderBy(FieldPath.documentId())
      .startAfter(2, 'b')
      .get();
    expect(ids(snap)).toEqual(['c', 'd', 'e']);
  });

  it('applies limitToLast together with an end cursor', async () => {
    expect(ids(await q().orderBy('v').endBefore(6).limitToLast(2).get())).toEqual(['d04', 'd05']);
  });
});

describe('cursors across value types', () => {
  it('a cursor of one type bounds a field holding mixed types by the cross-type order', async () => {
    const mixed = getDb().collection(uniqueName('mixed'));
    await seed(getDb(), mixed.path, {
      a: { v: null },
      b: { v: 7 },
      c: { v: 'a' },
      d: { v: 'b' },
      e: { v: Buffer.from([1]) },
      f: { v: [1] },
    });
    expect(ids(await mixed.orderBy('v').startAt('b').get())).toEqual(['d', 'e', 'f']);
    expect(ids(await mixed.orderBy('v').endBefore('a').get())).toEqual(['a', 'b']);
  });
});

describe('cursors by snapshot', () => {
  it('startAfter(snapshot) continues after that document', async () => {
    const snap = await q().doc('d05').get();
    expect(ids(await q().orderBy('v').startAfter(snap).get())).toEqual([
      'd06',
      'd07',
      'd08',
      'd09',
      'd10',
    ]);
  });

  it('startAt(snapshot) among equal values starts at that document by id', async () => {
    const snap = await getDb().collection(ties).doc('c').get();
    expect(ids(await getDb().collection(ties).orderBy('v').startAt(snap).get())).toEqual([
      'c',
      'd',
      'e',
    ]);
    expect(ids(await getDb().collection(ties).orderBy('v').startAfter(snap).get())).toEqual([
      'd',
      'e',
    ]);
  });

  it('endBefore(snapshot) and endAt(snapshot) stop at that document among ties', async () => {
    const snap = await getDb().collection(ties).doc('c').get();
    expect(ids(await getDb().collection(ties).orderBy('v').endBefore(snap).get())).toEqual([
      'a',
      'b',
    ]);
    expect(ids(await getDb().collection(ties).orderBy('v').endAt(snap).get())).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('snapshot cursors follow a descending order with descending id tie-break', async () => {
    const snap = await getDb().collection(ties).doc('c').get();
    expect(ids(await getDb().collection(ties).orderBy('v', 'desc').startAfter(snap).get())).toEqual(
      ['b', 'a'],
    );
  });

  it('a snapshot cursor without orderBy orders by document id', async () => {
    const snap = await q().doc('d09').get();
    expect(ids(await q().startAt(snap).get())).toEqual(['d09', 'd10', 'nov']);
  });

  it('pages through all documents exactly once with limit + startAfter(last)', async () => {
    const seen: string[] = [];
    let page = await q().orderBy('g').limit(3).get();
    while (!page.empty) {
      seen.push(...ids(page));
      const last = page.docs[page.docs.length - 1]!;
      page = await q().orderBy('g').startAfter(last).limit(3).get();
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    expect(seen).toEqual(['d03', 'd06', 'd09', 'd01', 'd04', 'd07', 'd10', 'd02', 'd05', 'd08']);
  });
});
