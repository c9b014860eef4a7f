// Proves queries fail with FAILED_PRECONDITION exactly where Firestore needs an undeclared index, and succeed once firestore.indexes.json declares it.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  Filter,
  expectFailure,
  ids,
  localOnly,
  seed,
  uniqueName,
  useDb,
} from './conformance-db.js';

const plain = uniqueName('ixplain');
const declared = uniqueName('ixdecl');
const groupPlain = uniqueName('ixgrp');
const groupDeclared = uniqueName('ixgrpdecl');
const root = uniqueName('ixroot');
const merged = uniqueName('ixmerge');

const NO_INDEXES = 'the official emulator serves every query without indexes';

const getDb = useDb({
  indexes: {
    indexes: [
      {
        collectionGroup: declared,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'created_at', order: 'DESCENDING' },
        ],
      },
      {
        collectionGroup: declared,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'a', order: 'ASCENDING' },
          { fieldPath: 'b', order: 'ASCENDING' },
        ],
      },
      {
        collectionGroup: declared,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'b', order: 'ASCENDING' },
          { fieldPath: 'a', order: 'ASCENDING' },
        ],
      },
      {
        collectionGroup: declared,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'tax_year', order: 'ASCENDING' },
          { fieldPath: 'created_at', order: 'ASCENDING' },
        ],
      },
      {
        collectionGroup: declared,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
          { fieldPath: 'status', order: 'ASCENDING' },
        ],
      },
      // Index merging: each equality field (or the array-contains field) with the same order.
      ...[
        [{ fieldPath: 'a', order: 'ASCENDING' }],
        [{ fieldPath: 'b', order: 'ASCENDING' }],
        [{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }],
      ].map((prefix) => ({
        collectionGroup: merged,
        queryScope: 'COLLECTION',
        fields: [...prefix, { fieldPath: 'c', order: 'ASCENDING' }],
      })),
    ],
    fieldOverrides: [
      {
        collectionGroup: groupDeclared,
        fieldPath: 'k',
        indexes: [
          { order: 'ASCENDING', queryScope: 'COLLECTION' },
          { order: 'DESCENDING', queryScope: 'COLLECTION' },
          { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
          { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
        ],
      },
      { collectionGroup: plain, fieldPath: 'blob', indexes: [] },
    ],
  },
});

const rows: Record<string, Record<string, unknown>> = {
  q1: { status: 'open', tax_year: 2024, created_at: 3, a: 1, b: 5, tags: ['t'], blob: 'x' },
  q2: { status: 'open', tax_year: 2023, created_at: 1, a: 2, b: 1, tags: ['t', 'u'], blob: 'y' },
  q3: { status: 'done', tax_year: 2024, created_at: 2, a: 3, b: 3, tags: [], blob: 'z' },
  q4: { status: 'open', tax_year: 2024, created_at: 4, a: 4, b: 4, tags: ['u'], blob: 'x' },
};

beforeAll(async () => {
  const db = getDb();
  await seed(db, plain, rows);
  await seed(db, declared, rows);
  await seed(db, merged, {
    m1: { a: 1, b: 1, c: 5, d: 1, tags: ['t'] },
    m2: { a: 1, b: 2, c: 4, d: 1, tags: ['t'] },
    m3: { a: 1, b: 1, c: 3, d: 1, tags: [] },
    m4: { a: 2, b: 1, c: 2, d: 1, tags: ['t'] },
    m5: { a: 1, b: 1, c: 1, d: 1, tags: ['t', 'u'] },
    m6: { a: 1, b: 1, c: 6, d: 1 },
    m7: { a: 1, b: 1, d: 1, tags: ['t'] },
    m8: { a: 1, b: 1, c: 'x', d: 1, tags: ['t'] },
  });
  const batch = db.batch();
  batch.set(db.doc(`${root}/x/${groupPlain}/g1`), { k: 1 });
  batch.set(db.doc(`${root}/y/${groupPlain}/g2`), { k: 2 });
  batch.set(db.doc(`${root}/x/${groupDeclared}/g1`), { k: 1 });
  batch.set(db.doc(`${root}/y/${groupDeclared}/g2`), { k: 2 });
  await batch.commit();
});

describe('queries served by automatic single-field indexes', () => {
  it('equality on two fields passes without a composite index', async () => {
    const snap = await getDb()
      .collection(plain)
      .where('status', '==', 'open')
      .where('tax_year', '==', 2024)
      .get();
    expect(ids(snap)).toEqual(['q1', 'q4']);
  });

  it('count() with two equality filters passes without a composite index', async () => {
    const snap = await getDb()
      .collection(plain)
      .where('status', '==', 'open')
      .where('tax_year', '==', 2024)
      .count()
      .get();
    expect(snap.data().count).toBe(2);
  });

  it('a range and orderBy on the same single field pass in both directions', async () => {
    expect(
      ids(await getDb().collection(plain).where('a', '>', 1).orderBy('a', 'desc').get()),
    ).toEqual(['q4', 'q3', 'q2']);
    expect(ids(await getDb().collection(plain).orderBy('created_at').get())).toEqual([
      'q2',
      'q3',
      'q1',
      'q4',
    ]);
  });

  it('equality on a field with orderBy the same field passes', async () => {
    expect(
      ids(await getDb().collection(plain).where('status', '==', 'open').orderBy('status').get()),
    ).toEqual(['q1', 'q2', 'q4']);
  });

  it('Filter.or of equalities on two fields passes without a composite index', async () => {
    const snap = await getDb()
      .collection(plain)
      .where(Filter.or(Filter.where('status', '==', 'done'), Filter.where('tax_year', '==', 2023)))
      .get();
    expect(ids(snap)).toEqual(['q2', 'q3']);
  });

  it('a collection-group query with no filter passes without any override', async () => {
    expect((await getDb().collectionGroup(groupPlain).get()).size).toBe(2);
  });
});

describe('queries that need a declared index', () => {
  localOnly(
    'equality + orderBy another field fails with FAILED_PRECONDITION naming the index',
    NO_INDEXES,
    async () => {
      const err = await expectFailure(
        () =>
          getDb()
            .collection(plain)
            .where('status', '==', 'open')
            .orderBy('created_at', 'desc')
            .get(),
        { code: Code.FAILED_PRECONDITION, message: /requires an index/ },
      );
      expect(err.message).toContain('status');
      expect(err.message).toContain('created_at');
    },
  );

  it('equality + orderBy another field passes when the composite is declared', async () => {
    const snap = await getDb()
      .collection(declared)
      .where('status', '==', 'open')
      .orderBy('created_at', 'desc')
      .get();
    expect(ids(snap)).toEqual(['q4', 'q1', 'q2']);
  });

  it('a declared composite serves its equality fields in any where() order', async () => {
    const snap = await getDb()
      .collection(declared)
      .where('tax_year', '==', 2024)
      .where('status', '==', 'open')
      .orderBy('created_at')
      .get();
    expect(ids(snap)).toEqual(['q1', 'q4']);
  });

  localOnly('range filters on two fields fail without a composite index', NO_INDEXES, async () => {
    await expectFailure(
      () => getDb().collection(plain).where('a', '>', 1).where('b', '>', 1).get(),
      {
        code: Code.FAILED_PRECONDITION,
        message: /requires an index/,
      },
    );
  });

  it('range filters on two fields pass when the composite is declared', async () => {
    expect(
      ids(await getDb().collection(declared).where('a', '>', 1).where('b', '>', 1).get()),
    ).toEqual(['q3', 'q4']);
  });

  localOnly(
    'a range on one field ordered by another field fails without a composite',
    NO_INDEXES,
    async () => {
      await expectFailure(
        () => getDb().collection(plain).where('a', '>', 1).orderBy('a').orderBy('b').get(),
        {
          code: Code.FAILED_PRECONDITION,
        },
      );
    },
  );

  localOnly(
    'a range on one field ordered by a different field fails without a composite',
    NO_INDEXES,
    async () => {
      await expectFailure(() => getDb().collection(plain).where('a', '>', 1).orderBy('b').get(), {
        code: Code.FAILED_PRECONDITION,
      });
    },
  );

  it('a range on one field ordered by a different field passes with the composite, ordered by that field', async () => {
    expect(ids(await getDb().collection(declared).where('a', '>', 1).orderBy('b').get())).toEqual([
      'q2',
      'q3',
      'q4',
    ]);
  });

  it("'array-contains' + equality passes with a declared CONTAINS composite", async () => {
    const snap = await getDb()
      .collection(declared)
      .where('tags', 'array-contains', 'u')
      .where('status', '==', 'open')
      .get();
    expect(ids(snap)).toEqual(['q2', 'q4']);
  });

  localOnly(
    'count() over a query needing an undeclared composite fails too',
    NO_INDEXES,
    async () => {
      await expectFailure(
        () =>
          getDb()
            .collection(plain)
            .where('status', '==', 'open')
            .orderBy('created_at')
            .count()
            .get(),
        {
          code: Code.FAILED_PRECONDITION,
        },
      );
    },
  );

  localOnly(
    'a field exempted by a fieldOverride with no indexes cannot be filtered',
    NO_INDEXES,
    async () => {
      await expectFailure(() => getDb().collection(plain).where('blob', '==', 'x').get(), {
        code: Code.FAILED_PRECONDITION,
      });
    },
  );

  localOnly(
    'a query listener on a query needing an undeclared index receives the error',
    NO_INDEXES,
    async () => {
      const err = await new Promise<Error & { code?: unknown }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no error delivered')), 5000);
        const unsubscribe = getDb()
          .collection(plain)
          .where('status', '==', 'open')
          .orderBy('created_at')
          .onSnapshot(
            () => {
              clearTimeout(timer);
              unsubscribe();
              reject(new Error('listener delivered a snapshot'));
            },
            (e) => {
              clearTimeout(timer);
              resolve(e as Error & { code?: unknown });
            },
          );
      });
      expect(err.code).toBe(Code.FAILED_PRECONDITION);
    },
  );
});

describe('index merging: equalities on several fields with an order, from (a, c) and (b, c)', () => {
  const both = () => getDb().collection(merged).where('a', '==', 1).where('b', '==', 1);

  it('serves where a, where b, orderBy c from the two composites, in both directions', async () => {
    expect(ids(await both().orderBy('c').get())).toEqual(['m5', 'm3', 'm1', 'm6', 'm8']);
    expect(ids(await both().orderBy('c', 'desc').get())).toEqual(['m8', 'm6', 'm1', 'm3', 'm5']);
  });

  it('pages the merged result with limit, cursors and limitToLast', async () => {
    const byC = both().orderBy('c');
    expect(ids(await byC.limit(2).get())).toEqual(['m5', 'm3']);
    expect(ids(await byC.startAfter(3).limit(2).get())).toEqual(['m1', 'm6']);
    const m3 = await getDb().collection(merged).doc('m3').get();
    expect(ids(await byC.startAfter(m3).get())).toEqual(['m1', 'm6', 'm8']);
    expect(ids(await byC.endBefore(5).get())).toEqual(['m5', 'm3']);
    expect(ids(await byC.limitToLast(2).get())).toEqual(['m6', 'm8']);
  });

  it('serves a range on the order field and counts the merged result', async () => {
    expect(ids(await both().where('c', '>', 1).where('c', '<', 6).get())).toEqual(['m3', 'm1']);
    expect((await both().orderBy('c').count().get()).data().count).toBe(5);
  });

  it("merges an 'array-contains' index and an 'in' equality too", async () => {
    const col = getDb().collection(merged);
    expect(
      ids(await col.where('tags', 'array-contains', 't').where('a', '==', 1).orderBy('c').get()),
    ).toEqual(['m5', 'm2', 'm1', 'm8']);
    expect(ids(await col.where('a', 'in', [1, 2]).where('b', '==', 1).orderBy('c').get())).toEqual([
      'm5',
      'm4',
      'm3',
      'm1',
      'm6',
      'm8',
    ]);
  });

  localOnly(
    'refuses a merge when one equality field has no index ending with the order, naming the composite',
    NO_INDEXES,
    async () => {
      const err = await expectFailure(
        () => getDb().collection(merged).where('a', '==', 1).where('d', '==', 1).orderBy('c').get(),
        { code: Code.FAILED_PRECONDITION, message: /requires an index/ },
      );
      expect(err.message).toContain(
        '"fields":[{"fieldPath":"a","order":"ASCENDING"},{"fieldPath":"d","order":"ASCENDING"},{"fieldPath":"c","order":"ASCENDING"}]',
      );
    },
  );
});

describe('collection-group queries', () => {
  localOnly(
    'a collection-group query with a where() fails without a COLLECTION_GROUP field override',
    NO_INDEXES,
    async () => {
      await expectFailure(() => getDb().collectionGroup(groupPlain).where('k', '==', 1).get(), {
        code: Code.FAILED_PRECONDITION,
        message: /The query requires an? (COLLECTION_GROUP\S* )?index/,
      });
    },
  );

  it('a collection-group query with a where() passes with a COLLECTION_GROUP field override', async () => {
    const snap = await getDb().collectionGroup(groupDeclared).where('k', '==', 2).get();
    expect(snap.docs.map((d) => d.ref.path)).toEqual([`${root}/y/${groupDeclared}/g2`]);
  });

  it('the field override keeps ordinary collection queries on that field working', async () => {
    const snap = await getDb().collection(`${root}/x/${groupDeclared}`).where('k', '==', 1).get();
    expect(ids(snap)).toEqual(['g1']);
  });
});
