import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FieldValue } from '../../platform/db/db.js';
import { openLocalStore } from './local-store.js';

describe('local store', () => {
  it('keeps documents in a data directory across restarts, with their index entries', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    try {
      const first = await openLocalStore({ dataDir: dir, indexes: { indexes: [] } });
      await first
        .collection('c')
        .doc('a')
        .set({ n: 1, tags: ['x'] });
      await first.close();
      const second = await openLocalStore({ dataDir: dir, indexes: { indexes: [] } });
      expect((await second.doc('c/a').get()).data()).toEqual({ n: 1, tags: ['x'] });
      const snap = await second.collection('c').where('tags', 'array-contains', 'x').get();
      expect(snap.docs.map((d) => d.id)).toEqual(['a']);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('serializes concurrent read-increment-write transactions', async () => {
    const db = await openLocalStore({ indexes: { indexes: [] } });
    const ref = db.doc('c/counter');
    await ref.set({ n: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          tx.update(ref, { n: (snap.data()?.n as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).data()).toEqual({ n: 10 });
    await ref.update({ n: FieldValue.increment(1) });
    expect((await ref.get()).get('n')).toBe(11);
    await db.close();
  }, 30_000);

  it('rebuilds composite entries when the declared indexes change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    try {
      const before = await openLocalStore({ dataDir: dir, indexes: { indexes: [] } });
      await before.collection('c').doc('a').set({ s: 'x', t: 1 });
      await before.collection('c').doc('b').set({ s: 'x', t: 2 });
      await before.close();
      const indexes = {
        indexes: [
          {
            collectionGroup: 'c',
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 's', order: 'ASCENDING' },
              { fieldPath: 't', order: 'DESCENDING' },
            ],
          },
        ],
      };
      const after = await openLocalStore({ dataDir: dir, indexes });
      const snap = await after.collection('c').where('s', '==', 'x').orderBy('t', 'desc').get();
      expect(snap.docs.map((d) => d.id)).toEqual(['b', 'a']);
      await after.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
