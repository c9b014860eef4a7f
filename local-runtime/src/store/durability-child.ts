// Child process for durability.test.ts: commits 500-write batches back to back on a local store
// data dir until the parent SIGKILLs it mid-commit.
import { openLocalStore } from './local-store';

async function main(): Promise<void> {
  const [dataDir, prefix, roundsArg] = process.argv.slice(2);
  if (!dataDir || !prefix)
    throw new Error('usage: durability-child <dataDir> <collectionPrefix> [rounds]');
  const rounds = Number(roundsArg ?? '50');
  const store = await openLocalStore({ dataDir, indexes: { indexes: [], fieldOverrides: [] } });
  for (let round = 0; round < rounds; round++) {
    const batch = store.batch();
    for (let i = 0; i < 500; i++) {
      batch.set(store.collection(`${prefix}-${round}`).doc(`d${String(i).padStart(4, '0')}`), {
        i,
        title: `document ${i} `.repeat(8),
        tags: ['a', 'b', String(i % 7)],
        m: { x: i, y: `y${i}`, deep: { z: i % 3 } },
      });
    }
    process.stdout.write(`committing ${round}\n`);
    const started = performance.now();
    await batch.commit();
    process.stdout.write(`committed ${round} ${Math.round(performance.now() - started)}\n`);
  }
  await store.close();
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
