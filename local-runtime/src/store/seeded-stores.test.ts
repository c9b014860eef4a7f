import { describe, expect, it } from 'vitest';
import { seededStores } from './seeded-stores';

describe('seededStores', () => {
  it('starts every store from the seeded state, whatever the one before it wrote', async () => {
    let seeds = 0;
    const stores = seededStores(async (store) => {
      seeds += 1;
      await store.doc('firms/f1').set({ name: 'Seeded', tags: ['a'] });
      await store.doc('firms/f1/users/u1').set({ email: 'u1@example.com' });
    });

    const first = await stores.open();
    await first.doc('firms/f1').update({ name: 'Changed' });
    await first.doc('firms/f1/users/u2').set({ email: 'u2@example.com' });
    await first.doc('firms/f1/users/u1').delete();
    await first.close();

    const second = await stores.open();
    expect((await second.doc('firms/f1').get()).data()).toEqual({ name: 'Seeded', tags: ['a'] });
    const users = await second.collection('firms/f1/users').get();
    expect(users.docs.map((doc) => doc.id)).toEqual(['u1']);
    // Queries read the index entries, which were put back too.
    const tagged = await second.collection('firms').where('tags', 'array-contains', 'a').get();
    expect(tagged.docs.map((doc) => doc.id)).toEqual(['f1']);
    const renamed = await second.collection('firms').where('name', '==', 'Changed').get();
    expect(renamed.empty).toBe(true);
    expect(seeds).toBe(1);
    await second.close();
  });

  it('opens a database of its own for a store asked for while another is open', async () => {
    const stores = seededStores(async (store) => {
      await store.doc('a/b').set({ n: 1 });
    });
    const one = await stores.open();
    const two = await stores.open();
    await one.doc('a/b').set({ n: 2 });
    expect((await two.doc('a/b').get()).data()).toEqual({ n: 1 });
    await Promise.all([one.close(), two.close()]);
  });
});
