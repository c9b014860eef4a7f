// Proves count(), sum() and average() aggregations return Firestore's results, including empty sets, non-numeric values and limits.
import { beforeAll, describe, expect, it } from 'vitest';
import { AggregateField, Filter, seed, uniqueName, useDb } from './conformance-db.js';

const getDb = useDb();

const col = uniqueName('agg');
beforeAll(async () => {
  await seed(getDb(), col, {
    a: { kind: 'x', n: 1, f: 0.5, tag: 'p' },
    b: { kind: 'x', n: 2, f: 1.25, tag: 'q' },
    c: { kind: 'y', n: 3, f: 'text', tag: 'p' },
    d: { kind: 'y', n: 4, tag: 'q' },
    e: { kind: 'z', n: 'not a number', f: null, tag: 'p' },
  });
});
const q = () => getDb().collection(col);

describe('count', () => {
  it('counts every document in a collection', async () => {
    expect((await q().count().get()).data().count).toBe(5);
  });

  it('counts documents matching two equality filters', async () => {
    expect(
      (await q().where('kind', '==', 'y').where('tag', '==', 'p').count().get()).data().count,
    ).toBe(1);
  });

  it('counts zero for no matches', async () => {
    expect((await q().where('kind', '==', 'none').count().get()).data().count).toBe(0);
    expect((await getDb().collection(uniqueName('empty')).count().get()).data().count).toBe(0);
  });

  it('counts at most limit() documents', async () => {
    expect((await q().limit(2).count().get()).data().count).toBe(2);
  });

  it('counts with a Filter.or', async () => {
    const snap = await q()
      .where(Filter.or(Filter.where('kind', '==', 'z'), Filter.where('n', '==', 1)))
      .count()
      .get();
    expect(snap.data().count).toBe(2);
  });

  it('counts documents with an inequality filter, skipping missing fields', async () => {
    expect((await q().where('f', '!=', 0.5).count().get()).data().count).toBe(2);
  });
});

describe('sum and average', () => {
  it('sums integers to an exact integer', async () => {
    const snap = await q()
      .where('kind', 'in', ['x', 'y'])
      .aggregate({ total: AggregateField.sum('n') })
      .get();
    expect(snap.data().total).toBe(10);
    expect(Number.isInteger(snap.data().total)).toBe(true);
  });

  it('ignores non-numeric and missing values in sum and average', async () => {
    const snap = await q()
      .aggregate({ total: AggregateField.sum('f'), avg: AggregateField.average('f') })
      .get();
    expect(snap.data().total).toBe(1.75);
    expect(snap.data().avg).toBe(0.875);
  });

  it('averages numeric values', async () => {
    const snap = await q()
      .aggregate({ avg: AggregateField.average('n') })
      .get();
    expect(snap.data().avg).toBe(2.5);
  });

  it('returns null for the average of no values and 0 for their sum', async () => {
    const snap = await q()
      .where('kind', '==', 'none')
      .aggregate({
        avg: AggregateField.average('n'),
        total: AggregateField.sum('n'),
        n: AggregateField.count(),
      })
      .get();
    expect(snap.data()).toEqual({ avg: null, total: 0, n: 0 });
  });

  it('returns null for the average when the field is never numeric', async () => {
    const snap = await q()
      .where('kind', '==', 'z')
      .aggregate({ avg: AggregateField.average('n') })
      .get();
    expect(snap.data().avg).toBeNull();
  });

  it('computes several aggregations in one query', async () => {
    const snap = await q()
      .where('kind', '==', 'x')
      .aggregate({
        n: AggregateField.count(),
        total: AggregateField.sum('n'),
        avg: AggregateField.average('f'),
      })
      .get();
    expect(snap.data()).toEqual({ n: 2, total: 3, avg: 0.875 });
  });

  it('sums to NaN when a NaN value is included', async () => {
    const c = getDb().collection(uniqueName('aggnan'));
    await c.doc('a').set({ v: 1 });
    await c.doc('b').set({ v: NaN });
    const snap = await c.aggregate({ total: AggregateField.sum('v') }).get();
    expect(Number.isNaN(snap.data().total)).toBe(true);
  });

  it('sums mixed integers and doubles to a double', async () => {
    const c = getDb().collection(uniqueName('aggmix'));
    await c.doc('a').set({ v: 1 });
    await c.doc('b').set({ v: 2.5 });
    expect((await c.aggregate({ total: AggregateField.sum('v') }).get()).data().total).toBe(3.5);
  });
});
