// Child process for durability.test.ts: opens a local store on a data dir and commits one 500-write batch so the parent can SIGKILL it mid-commit.
import { openLocalStore } from '../../../local/store/local-store.js';

async function main(): Promise<void> {
  const [dataDir, collection, countArg] = process.argv.slice(2);
  if (!dataDir || !collection) throw new Error('usage: durability-child <dataDir> <collection> [count]');
  const count = Number(countArg ?? '500');
  const store = await openLocalStore({ dataDir });
  const batch = store.batch();
  for (let i = 0; i < count; i++) {
    batch.set(store.collection(collection).doc(`d${String(i).padStart(4, '0')}`), {
      i,
      title: `document ${i} `.repeat(8),
      tags: ['a', 'b', String(i % 7)],
      m: { x: i, y: `y${i}`, deep: { z: i % 3 } },
    });
  }
  process.stdout.write('committing\n');
  await batch.commit();
  process.stdout.write('committed\n');
  await store.close();
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
