// Proves the admin operations behave like Firestore's: listDocuments (including missing parents), listCollections, recursiveDelete of subtrees.
import { describe, expect, it } from 'vitest';
import { ids, uniqueName, useDb } from './conformance-db.js';

const getDb = useDb();

describe('listDocuments', () => {
  it('lists existing documents and missing documents that only have subcollections', async () => {
    const col = getDb().collection(uniqueName('list'));
    await col.doc('a').set({ n: 1 });
    await col.doc('b').collection('sub').doc('s').set({ n: 2 });
    await col.doc('c').set({ n: 3 });
    const refs = await col.listDocuments();
    expect(refs.map((r) => r.id).sort()).toEqual(['a', 'b', 'c']);
    expect((await col.doc('b').get()).exists).toBe(false);
    expect(ids(await col.get())).toEqual(['a', 'c']);
  });

  it('returns an empty list for an empty collection', async () => {
    expect(await getDb().collection(uniqueName('list')).listDocuments()).toEqual([]);
  });
});

describe('listCollections', () => {
  it('lists the subcollections of a document', async () => {
    const doc = getDb().collection(uniqueName('lc')).doc('d');
    await doc.set({ n: 1 });
    await doc.collection('alpha').doc('x').set({ n: 1 });
    await doc.collection('beta').doc('y/gamma/z').set({ n: 1 });
    const names = (await doc.listCollections()).map((c) => c.id).sort();
    expect(names).toEqual(['alpha', 'beta']);
    const beta = await doc.collection('beta').doc('y').listCollections();
    expect(beta.map((c) => c.path)).toEqual([`${doc.path}/beta/y/gamma`]);
  });

  it('lists subcollections of a document that does not exist itself', async () => {
    const doc = getDb().collection(uniqueName('lc')).doc('ghost');
    await doc.collection('child').doc('x').set({ n: 1 });
    expect((await doc.listCollections()).map((c) => c.id)).toEqual(['child']);
  });

  it('lists root collections', async () => {
    const name = uniqueName('rootlist');
    await getDb().collection(name).doc('d').set({ n: 1 });
    const names = (await getDb().listCollections()).map((c) => c.id);
    expect(names).toContain(name);
  });
});

describe('recursiveDelete', () => {
  it('deletes a collection with all nested subcollections and nothing else', async () => {
    const name = uniqueName('rd');
    const keep = uniqueName('rdkeep');
    const db = getDb();
    await db.doc(`${name}/a`).set({ n: 1 });
    await db.doc(`${name}/a/sub/s1`).set({ n: 1 });
    await db.doc(`${name}/a/sub/s1/deeper/x`).set({ n: 1 });
    await db.doc(`${name}/ghost/sub/s2`).set({ n: 1 });
    await db.doc(`${keep}/a`).set({ n: 1 });
    await db.recursiveDelete(db.collection(name));
    expect((await db.doc(`${name}/a`).get()).exists).toBe(false);
    expect((await db.doc(`${name}/a/sub/s1`).get()).exists).toBe(false);
    expect((await db.doc(`${name}/a/sub/s1/deeper/x`).get()).exists).toBe(false);
    expect((await db.doc(`${name}/ghost/sub/s2`).get()).exists).toBe(false);
    expect(await db.collection(name).listDocuments()).toEqual([]);
    expect((await db.doc(`${keep}/a`).get()).exists).toBe(true);
    expect((await db.listCollections()).map((c) => c.id)).not.toContain(name);
  });

  it('deletes a document and its subcollections but not its siblings', async () => {
    const name = uniqueName('rd');
    const db = getDb();
    await db.doc(`${name}/a`).set({ n: 1 });
    await db.doc(`${name}/a/sub/s1`).set({ n: 1 });
    await db.doc(`${name}/b`).set({ n: 2 });
    await db.doc(`${name}/b/sub/s1`).set({ n: 2 });
    await db.recursiveDelete(db.doc(`${name}/a`));
    expect((await db.doc(`${name}/a`).get()).exists).toBe(false);
    expect((await db.doc(`${name}/a/sub/s1`).get()).exists).toBe(false);
    expect((await db.doc(`${name}/b`).get()).exists).toBe(true);
    expect((await db.doc(`${name}/b/sub/s1`).get()).exists).toBe(true);
  });

  it('deletes more documents than one batch holds', async () => {
    const name = uniqueName('rdbig');
    const db = getDb();
    for (let start = 0; start < 1200; start += 400) {
      const batch = db.batch();
      for (let i = start; i < start + 400; i++) batch.set(db.doc(`${name}/d${i}`), { i });
      await batch.commit();
    }
    await db.recursiveDelete(db.collection(name));
    expect((await db.collection(name).count().get()).data().count).toBe(0);
  });
});

describe('references', () => {
  it('exposes parent links between documents and collections', () => {
    const ref = getDb().doc('a/b/c/d');
    expect(ref.parent.path).toBe('a/b/c');
    expect(ref.parent.id).toBe('c');
    expect(ref.parent.parent?.path).toBe('a/b');
    expect(getDb().collection('a').parent).toBeNull();
  });
});
