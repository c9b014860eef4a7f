import { describe, expect, it } from 'vitest';
import { checkIndexes } from './index-check.js';
import { normalizeIndexes } from './index-config.js';
import { entriesFor } from './index-entries.js';
import type { FieldFilter, OrderSpec } from './query-model.js';

const f = (field: string, op: FieldFilter['op'], value: unknown = 1): FieldFilter => ({
  kind: 'field',
  segments: [field],
  field,
  op,
  value,
});
const o = (field: string, dir: 'asc' | 'desc' = 'asc'): OrderSpec => ({
  segments: [field],
  field,
  dir,
});
const name = (dir: 'asc' | 'desc' = 'asc'): OrderSpec => o('__name__', dir);
const none = normalizeIndexes({ indexes: [], fieldOverrides: [] });
const shape = (filters: FieldFilter[], order: OrderSpec[], allDescendants = false) => ({
  collectionId: 'c',
  allDescendants,
  filters,
  order,
});

describe('index check', () => {
  it('serves several equalities by merging single-field indexes', () => {
    expect(checkIndexes(shape([f('a', '=='), f('b', '==')], [name()]), none).kind).toBe('single');
  });

  it('serves one range plus orderBy on the same field, and orderBy desc alone', () => {
    expect(checkIndexes(shape([f('a', '>')], [o('a'), name()]), none).kind).toBe('single');
    expect(checkIndexes(shape([], [o('a', 'desc'), name('desc')]), none).kind).toBe('single');
  });

  it('asks for a composite for equality + orderBy on another field, naming it', () => {
    expect(() => checkIndexes(shape([f('a', '==')], [o('b', 'desc'), name('desc')]), none)).toThrow(
      /"fields":\[\{"fieldPath":"a","order":"ASCENDING"\},\{"fieldPath":"b","order":"DESCENDING"\}\]/,
    );
  });

  it('uses a declared composite with matching directions', () => {
    const ix = normalizeIndexes({
      indexes: [
        {
          collectionGroup: 'c',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'a', order: 'ASCENDING' },
            { fieldPath: 'b', order: 'DESCENDING' },
          ],
        },
      ],
    });
    expect(checkIndexes(shape([f('a', '==')], [o('b', 'desc'), name('desc')]), ix).kind).toBe(
      'composite',
    );
  });

  it('requires a COLLECTION_GROUP override for collection-group filters', () => {
    expect(() => checkIndexes(shape([f('a', '==')], [name()], true), none)).toThrow(
      /fieldOverrides/,
    );
    const ix = normalizeIndexes({
      fieldOverrides: [
        {
          collectionGroup: 'c',
          fieldPath: 'a',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    });
    expect(checkIndexes(shape([f('a', '==')], [name()], true), ix).kind).toBe('single');
  });

  it('exempts a map field and, as Firestore does, every subfield without an override of its own', () => {
    const ix = normalizeIndexes({
      fieldOverrides: [
        { collectionGroup: 'c', fieldPath: 'answers', indexes: [] },
        {
          collectionGroup: 'c',
          fieldPath: 'answers.kept',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }],
        },
      ],
    });
    const nested = (path: string[]): FieldFilter => ({
      kind: 'field',
      segments: path,
      field: path.join('.'),
      op: '==',
      value: 1,
    });
    expect(() => checkIndexes(shape([nested(['answers', 'q1', 'answer'])], [name()]), ix)).toThrow(
      /requires an index/,
    );
    expect(checkIndexes(shape([nested(['answers', 'kept'])], [name()]), ix).kind).toBe('single');
    const fields = entriesFor(
      'c/doc',
      { name: 'x', answers: { q1: { answer: 'a' }, kept: 2 }, other: { q1: 1 } },
      ix,
    ).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'other', 'other.q1', 'answers.kept']));
    expect(fields.filter((field) => field.startsWith('answers.q1'))).toEqual([]);
  });

  it('merges composites that each start with an equality field and end with the order', () => {
    const composite = (...fields: Array<[string, 'ASCENDING' | 'DESCENDING']>) => ({
      collectionGroup: 'c',
      queryScope: 'COLLECTION',
      fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
    });
    const ix = normalizeIndexes({
      indexes: [
        composite(['a', 'ASCENDING'], ['c', 'ASCENDING']),
        composite(['b', 'ASCENDING'], ['c', 'ASCENDING']),
      ],
    });
    const eqs = [f('a', '=='), f('b', '==')];
    const merged = checkIndexes(shape(eqs, [o('c'), name()]), ix);
    expect(merged.kind === 'merge' && merged.indexes.map((c) => c.fields[0]?.path)).toEqual([
      'a',
      'b',
    ]);
    const backwards = checkIndexes(shape(eqs, [o('c', 'desc'), name('desc')]), ix);
    expect(backwards.kind === 'merge' && backwards.reversed).toBe(true);
    // Every equality field needs an index of its own ending with the order.
    expect(() => checkIndexes(shape([...eqs, f('d', '==')], [o('c'), name()]), ix)).toThrow(
      /requires an index/,
    );
    expect(() => checkIndexes(shape(eqs, [o('c'), o('e'), name()]), ix)).toThrow(
      /requires an index/,
    );
  });

  it('requires a composite for ranges on two fields', () => {
    expect(() =>
      checkIndexes(shape([f('a', '>'), f('b', '<')], [o('a'), o('b'), name()]), none),
    ).toThrow(/requires an index/);
  });
});
