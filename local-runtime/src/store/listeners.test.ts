// The docChanges diff of query listeners: types, order and indexes.
import { describe, expect, it } from 'vitest';
import { diff } from './listeners.js';
import type { OrderSpec } from './query-model.js';
import type { StoredDoc } from './storage.js';

const order: OrderSpec[] = [
  { segments: ['n'], field: 'n', dir: 'asc' },
  { segments: ['__name__'], field: '__name__', dir: 'asc' },
];
const doc = (id: string, n: number, seq = 1): StoredDoc => ({
  path: `c/${id}`,
  data: { n },
  createUs: 1,
  updateUs: 1,
  seq,
});

describe('docChanges diff', () => {
  it('reports removals, additions and moves with evolving indexes', () => {
    const before = [doc('a', 1), doc('b', 2), doc('c', 3)];
    const after = [doc('b', 2), doc('c', 3), doc('a', 4, 2), doc('d', 5)];
    const changes = diff(before, after, order).map((c) => [
      c.type,
      c.doc.path,
      c.oldIndex,
      c.newIndex,
    ]);
    // Firestore's order (the conformance suite checks it on the emulator): additions before
    // modifications, each placed among the documents as they stand when it is applied.
    expect(changes).toEqual([
      ['added', 'c/d', -1, 3],
      ['modified', 'c/a', 0, 2],
    ]);
    const removed = diff(after, [doc('b', 2)], order).map((c) => [
      c.type,
      c.doc.path,
      c.oldIndex,
      c.newIndex,
    ]);
    expect(removed).toEqual([
      ['removed', 'c/c', 1, -1],
      ['removed', 'c/a', 1, -1],
      ['removed', 'c/d', 1, -1],
    ]);
  });
});
