// Proves query filters, composite filters, limits, offset, select and collection groups return exactly what Firestore returns.
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldPath, Filter, Timestamp, ids, seed, uniqueName, useDb } from './conformance-db.js';

const getDb = useDb();

describe('field filters', () => {
  const col = uniqueName('filters');
  beforeAll(async () => {
    await seed(getDb(), col, {
      n0: { v: 0, kind: 'num', tags: ['a', 'b'], m: { x: 1 } },
      n2: { v: 2, kind: 'num', tags: ['b'], m: { x: 2 } },
      n5: { v: 5, kind: 'num', tags: 'a', m: { x: 3 } },
      s: { v: 'b', kind: 'str', tags: [{ k: 1 }] },
      t: { v: true, kind: 'bool', tags: [] },
      nul: { v: null, kind: 'null' },
      ts: { v: new Timestamp(10, 0), kind: 'ts' },
      none: { kind: 'none', tags: ['a'] },
    });
  });
  const q = () => getDb().collection(col);

  it('matches == on a string field', async () => {
    expect(ids(await q().where('kind', '==', 'num').get())).toEqual(['n0', 'n2', 'n5']);
  });

  it('select() on an array-contains or in query returns the chosen fields of exactly its rows', async () => {
    const tagged = await q().where('tags', 'array-contains', 'a').select('v', 'm').get();
    expect(ids(tagged)).toEqual(['n0', 'none']);
    expect(tagged.docs.map((d) => d.data())).toEqual([{ v: 0, m: { x: 1 } }, {}]);
    const kinds = await q().where('kind', 'in', ['str', 'null']).select('tags').get();
    expect(ids(kinds)).toEqual(['nul', 's']);
    expect(kinds.docs.map((d) => d.data())).toEqual([{}, { tags: [{ k: 1 }] }]);
  });

  it('matches == on a nested field', async () => {
    expect(ids(await q().where('m.x', '==', 2).get())).toEqual(['n2']);
  });

  it('keeps range filters within the value type of the operand', async () => {
    expect(ids(await q().where('v', '>', 1).get())).toEqual(['n2', 'n5']);
    expect(ids(await q().where('v', '>=', '').get())).toEqual(['s']);
    expect(ids(await q().where('v', '<', 100).orderBy('v', 'desc').get())).toEqual([
      'n5',
      'n2',
      'n0',
    ]);
    expect(ids(await q().where('v', '>', new Timestamp(0, 0)).get())).toEqual(['ts']);
  });

  it('supports <= and >= boundaries inclusively', async () => {
    expect(ids(await q().where('v', '>=', 2).where('v', '<=', 5).get())).toEqual(['n2', 'n5']);
  });

  it('excludes documents lacking the field from inequality filters', async () => {
    const snap = await q().where('v', '>', -1000).get();
    expect(ids(snap)).not.toContain('none');
  });

  it("'!=' excludes the value, null and missing fields but keeps other types", async () => {
    expect(ids(await q().where('v', '!=', 2).get())).toEqual(['t', 'n0', 'n5', 'ts', 's']);
  });

  it("'not-in' excludes the listed values, null and missing fields", async () => {
    expect(ids(await q().where('v', 'not-in', [0, 'b']).get())).toEqual(['t', 'n2', 'n5', 'ts']);
  });

  it("'!=' results are ordered by the filtered field first", async () => {
    const snap = await q().where('kind', '!=', 'num').get();
    expect(snap.docs.map((d) => d.get('kind'))).toEqual(['bool', 'none', 'null', 'str', 'ts']);
  });

  it("'in' matches any of the values, across types", async () => {
    expect(ids(await q().where('v', 'in', [5, 'b']).get())).toEqual(['n5', 's']);
  });

  it("'array-contains' matches arrays holding the value, never a scalar equal to it", async () => {
    expect(ids(await q().where('tags', 'array-contains', 'a').get())).toEqual(['n0', 'none']);
  });

  it("'array-contains' compares map elements by value", async () => {
    expect(ids(await q().where('tags', 'array-contains', { k: 1 }).get())).toEqual(['s']);
  });

  it("'array-contains-any' matches arrays holding any of the values, each document once", async () => {
    expect(ids(await q().where('tags', 'array-contains-any', ['a', 'b']).get())).toEqual([
      'n0',
      'n2',
      'none',
    ]);
  });

  it('matches whole arrays and maps with ==', async () => {
    expect(ids(await q().where('tags', '==', ['a', 'b']).get())).toEqual(['n0']);
    expect(ids(await q().where('tags', '==', ['b', 'a']).get())).toEqual([]);
    expect(ids(await q().where('m', '==', { x: 3 }).get())).toEqual(['n5']);
  });

  it("'in' matches whole array values", async () => {
    expect(
      ids(
        await q()
          .where('tags', 'in', [['b'], ['x']])
          .get(),
      ),
    ).toEqual(['n2']);
  });

  it("'array-contains' returns a document once even when the array repeats the value", async () => {
    const c = getDb().collection(uniqueName('dup'));
    await c.doc('d').set({ tags: ['a', 'a', 'a'] });
    expect(ids(await c.where('tags', 'array-contains', 'a').get())).toEqual(['d']);
  });

  it('matches a stored Timestamp with a Date query value', async () => {
    const c = getDb().collection(uniqueName('date'));
    await c.doc('d').set({ at: new Timestamp(1_704_067_200, 0) });
    expect(ids(await c.where('at', '==', new Date('2024-01-01T00:00:00Z')).get())).toEqual(['d']);
    expect(ids(await c.where('at', '<', new Date('2024-01-01T00:00:01Z')).get())).toEqual(['d']);
  });

  it('ANDs chained where() calls', async () => {
    expect(
      ids(await q().where('kind', '==', 'num').where('tags', 'array-contains', 'b').get()),
    ).toEqual(['n0', 'n2']);
  });

  it('returns an empty snapshot when nothing matches', async () => {
    const snap = await q().where('kind', '==', 'nope').get();
    expect(snap.empty).toBe(true);
    expect(snap.size).toBe(0);
    expect(snap.docs).toEqual([]);
  });
});

describe('document id filters', () => {
  const col = uniqueName('idfilter');
  beforeAll(async () => {
    await seed(getDb(), col, { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } });
  });

  it('filters on FieldPath.documentId() with a plain id or a reference', async () => {
    const c = getDb().collection(col);
    expect(ids(await c.where(FieldPath.documentId(), '==', 'b').get())).toEqual(['b']);
    expect(ids(await c.where(FieldPath.documentId(), '==', c.doc('c')).get())).toEqual(['c']);
    expect(ids(await c.where(FieldPath.documentId(), 'in', ['a', 'c', 'zz']).get())).toEqual([
      'a',
      'c',
    ]);
    expect(ids(await c.where(FieldPath.documentId(), '>', 'a').get())).toEqual(['b', 'c']);
  });
});

describe('composite filters', () => {
  const col = uniqueName('composite');
  beforeAll(async () => {
    await seed(getDb(), col, {
      d1: { a: 1, b: 1, c: 'x' },
      d2: { a: 1, b: 2, c: 'y' },
      d3: { a: 2, b: 1, c: 'y' },
      d4: { a: 2, b: 2, c: 'x' },
      d5: { a: 3, b: 3, c: 'z' },
    });
  });
  const q = () => getDb().collection(col);

  it('Filter.or matches documents satisfying either branch', async () => {
    const snap = await q()
      .where(Filter.or(Filter.where('a', '==', 1), Filter.where('b', '==', 3)))
      .get();
    expect(ids(snap)).toEqual(['d1', 'd2', 'd5']);
  });

  it('Filter.and matches documents satisfying both branches', async () => {
    const snap = await q()
      .where(Filter.and(Filter.where('a', '==', 2), Filter.where('c', '==', 'x')))
      .get();
    expect(ids(snap)).toEqual(['d4']);
  });

  it('nests Filter.and inside Filter.or', async () => {
    const snap = await q()
      .where(
        Filter.or(
          Filter.and(Filter.where('a', '==', 1), Filter.where('c', '==', 'y')),
          Filter.and(Filter.where('a', '==', 2), Filter.where('c', '==', 'x')),
        ),
      )
      .get();
    expect(ids(snap)).toEqual(['d2', 'd4']);
  });

  it("combines Filter.or with 'in' without duplicates", async () => {
    const snap = await q()
      .where(Filter.or(Filter.where('a', 'in', [1, 2]), Filter.where('c', '==', 'x')))
      .get();
    expect(ids(snap)).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  it('combines a top-level where with a Filter.or', async () => {
    const snap = await q()
      .where('c', '==', 'y')
      .where(Filter.or(Filter.where('a', '==', 1), Filter.where('a', '==', 2)))
      .get();
    expect(ids(snap)).toEqual(['d2', 'd3']);
  });
});

describe('limit, limitToLast, offset, select', () => {
  const col = uniqueName('paging');
  beforeAll(async () => {
    const docs: Record<string, Record<string, unknown>> = {};
    for (let i = 1; i <= 8; i++)
      docs[`p${i}`] = { n: i, sq: i * i, other: 'o', m: { a: i, b: -i } };
    await seed(getDb(), col, docs);
  });
  const q = () => getDb().collection(col);

  it('limit() returns the first N in query order', async () => {
    expect(ids(await q().orderBy('n', 'desc').limit(3).get())).toEqual(['p8', 'p7', 'p6']);
  });

  it('limitToLast() returns the last N, still in query order', async () => {
    expect(ids(await q().orderBy('n').limitToLast(3).get())).toEqual(['p6', 'p7', 'p8']);
    expect(ids(await q().orderBy('n', 'desc').limitToLast(2).get())).toEqual(['p2', 'p1']);
  });

  it('offset() skips the first N results', async () => {
    expect(ids(await q().orderBy('n').offset(5).get())).toEqual(['p6', 'p7', 'p8']);
    expect(ids(await q().orderBy('n').offset(2).limit(2).get())).toEqual(['p3', 'p4']);
    expect(ids(await q().orderBy('n').offset(100).get())).toEqual([]);
  });

  it('offset() with select() and a limit pages an ordered list, both ways', async () => {
    const page = await q().orderBy('n').select('sq').offset(3).limit(2).get();
    expect(ids(page)).toEqual(['p4', 'p5']);
    expect(page.docs.map((d) => d.data())).toEqual([{ sq: 16 }, { sq: 25 }]);
    const back = await q().orderBy('n', 'desc').select('sq').offset(6).limit(5).get();
    expect(ids(back)).toEqual(['p2', 'p1']);
    expect(ids(await q().orderBy('n').select().offset(8).limit(1).get())).toEqual([]);
  });

  it('select() returns only the chosen fields', async () => {
    const snap = await q().where('n', '==', 3).select('sq', 'm.b').get();
    expect(snap.docs[0]?.data()).toEqual({ sq: 9, m: { b: -3 } });
  });

  it('select() with no fields returns documents with empty data', async () => {
    const snap = await q().orderBy('n').limit(2).select().get();
    expect(ids(snap)).toEqual(['p1', 'p2']);
    expect(snap.docs[0]?.data()).toEqual({});
  });
});

describe('subcollections and collection groups', () => {
  const group = uniqueName('grp');
  const rootA = uniqueName('rootA');
  beforeAll(async () => {
    const db = getDb();
    const batch = db.batch();
    batch.set(db.doc(`${rootA}/f1/${group}/x`), { n: 1 });
    batch.set(db.doc(`${rootA}/f2/${group}/y`), { n: 2 });
    batch.set(db.doc(`${rootA}/f2/deeper/z/${group}/w`), { n: 3 });
    batch.set(db.doc(`${group}/top`), { n: 4 });
    batch.set(db.doc(`${rootA}/f1`), { n: 5 });
    await batch.commit();
  });

  it('a subcollection query returns only that parent’s documents', async () => {
    expect(ids(await getDb().collection(`${rootA}/f2/${group}`).get())).toEqual(['y']);
  });

  it('a collection-group query returns same-id collections at every depth', async () => {
    const snap = await getDb().collectionGroup(group).get();
    expect(snap.docs.map((d) => d.ref.path).sort()).toEqual(
      [
        `${rootA}/f1/${group}/x`,
        `${rootA}/f2/${group}/y`,
        `${rootA}/f2/deeper/z/${group}/w`,
        `${group}/top`,
      ].sort(),
    );
  });

  it('a collection-group query ordered by document id sorts by full path', async () => {
    const snap = await getDb().collectionGroup(group).orderBy(FieldPath.documentId()).get();
    const paths = snap.docs.map((d) => d.ref.path);
    expect(paths).toEqual(
      [...paths].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))),
    );
    expect(paths).toHaveLength(4);
  });
});
