// Proves select() answers exactly what Firestore answers on large documents (the local store
// reads a large document's small fields from its head) and down keyed, ordered lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { ids, seed, uniqueName, useDb } from './conformance-db.js';

const col = uniqueName('large');
const getDb = useDb({
  indexes: {
    indexes: (['ASCENDING', 'DESCENDING'] as const).map((order) => ({
      collectionGroup: col,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
        { fieldPath: 'n', order },
      ],
    })),
  },
});

describe('select() on large documents', () => {
  const big = (seedText: string) => ({ text: seedText.repeat(3_000), list: ['x'.repeat(2_000)] });
  beforeAll(async () => {
    await seed(getDb(), col, {
      a: { n: 1, tags: ['t'], name: 'A', ...big('a') },
      b: { n: 2, tags: ['t'], name: 'B', ...big('b') },
      c: { n: 3, tags: ['u'], name: 'C', ...big('c') },
    });
  });
  const q = () => getDb().collection(col);

  it('answers small fields, large ones and changed ones exactly', async () => {
    const small = await q().where('tags', 'array-contains', 't').orderBy('n').select('name').get();
    expect(small.docs.map((d) => d.data())).toEqual([{ name: 'A' }, { name: 'B' }]);
    const both = await q().where('n', '==', 3).select('name', 'text').get();
    expect(both.docs[0]?.data()).toEqual({ name: 'C', text: 'c'.repeat(3_000) });
    await getDb().doc(`${col}/b`).update({ name: 'B2', text: 'short' });
    const after = await q()
      .where('tags', 'array-contains', 't')
      .orderBy('n')
      .select('name', 'text')
      .get();
    expect(after.docs.map((d) => d.data())).toEqual([
      { name: 'A', text: 'a'.repeat(3_000) },
      { name: 'B2', text: 'short' },
    ]);
  });

  it('a bare select() down a keyed, ordered list answers the ids with no fields', async () => {
    const snap = await q().where('tags', 'array-contains', 't').orderBy('n', 'desc').select().get();
    expect(ids(snap)).toEqual(['b', 'a']);
    expect(snap.docs.map((d) => d.data())).toEqual([{}, {}]);
  });
});
