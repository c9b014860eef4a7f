import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FieldValue, Filter } from '@portico/functions/platform/db/db';
import { openLocalStore } from './local-store.js';

describe('local store', () => {
  it('keeps documents in a data directory across restarts and re-indexes when indexes change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    try {
      const first = await openLocalStore({ dataDir: dir, indexes: { indexes: [] } });
      await first
        .collection('c')
        .doc('a')
        .set({ s: 'x', t: 1, tags: ['x'] });
      await first.collection('c').doc('b').set({ s: 'x', t: 2 });
      await first.close();
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
      const second = await openLocalStore({ dataDir: dir, indexes });
      expect((await second.doc('c/a').get()).data()).toEqual({ s: 'x', t: 1, tags: ['x'] });
      const tagged = await second.collection('c').where('tags', 'array-contains', 'x').get();
      expect(tagged.docs.map((d) => d.id)).toEqual(['a']);
      const ordered = await second.collection('c').where('s', '==', 'x').orderBy('t', 'desc').get();
      expect(ordered.docs.map((d) => d.id)).toEqual(['b', 'a']);
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

  it('keeps index entries exact when updates touch only some fields', async () => {
    const db = await openLocalStore({ indexes: { indexes: [] } });
    const col = db.collection('c');
    await col.doc('a').set({ s: 'old', keep: 1, m: { x: 1 } });
    await col.doc('a').update({ s: 'new', 'm.x': 2 });
    const ids = async (field: string, value: unknown) =>
      (await col.where(field, '==', value).get()).docs.map((d) => d.id);
    expect(await ids('s', 'old')).toEqual([]);
    expect(await ids('s', 'new')).toEqual(['a']);
    expect(await ids('keep', 1)).toEqual(['a']);
    expect(await ids('m.x', 1)).toEqual([]);
    expect(await ids('m.x', 2)).toEqual(['a']);
    await col.doc('a').set({ only: true });
    expect(await ids('keep', 1)).toEqual([]);
    await db.close();
  }, 30_000);

  it('delivers every change to listeners even when an injected clock stands still', async () => {
    const frozen = new Date('2026-03-02T17:00:00Z');
    const db = await openLocalStore({ indexes: { indexes: [] }, now: () => frozen });
    const ref = db.doc('c/a');
    const seen: unknown[] = [];
    const unsubscribe = ref.onSnapshot((s) => seen.push(s.data()?.n));
    await ref.set({ n: 1, at: FieldValue.serverTimestamp() });
    await ref.set({ n: 2 });
    await new Promise((r) => setTimeout(r, 50));
    unsubscribe();
    expect(seen).toEqual([undefined, 1, 2]);
    expect((await ref.get()).updateTime?.toDate()).toEqual(frozen);
    await db.close();
  }, 30_000);

  it("merges the heads of per-value scans for 'in' and OR queries with orderBy + limit", async () => {
    const indexes = {
      indexes: [
        {
          collectionGroup: 'q',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 's', order: 'ASCENDING' },
            { fieldPath: 't', order: 'DESCENDING' },
          ],
        },
      ],
    };
    const db = await openLocalStore({ indexes });
    const col = db.collection('q');
    const batch = db.batch();
    for (let i = 0; i < 30; i++)
      batch.set(col.doc(`d${String(i).padStart(2, '0')}`), { s: ['a', 'b', 'c'][i % 3], t: i });
    await batch.commit();
    const inQuery = await col.where('s', 'in', ['a', 'c']).orderBy('t', 'desc').limit(4).get();
    expect(inQuery.docs.map((d) => d.get('t'))).toEqual([29, 27, 26, 24]);
    const orQuery = await col
      .where(Filter.or(Filter.where('s', '==', 'b'), Filter.where('s', '==', 'c')))
      .orderBy('t', 'desc')
      .limit(3)
      .get();
    expect(orQuery.docs.map((d) => d.get('t'))).toEqual([29, 28, 26]);
    await db.close();
  }, 30_000);
});
