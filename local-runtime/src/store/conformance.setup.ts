// Vitest setup for the conformance suite's embedded-store run: hands the suite (which knows no
// store) the local store, in memory, with only the indexes each test file declares.
import { registerConformanceStore } from '@portico/functions/platform/db/conformance/conformance-db';
import { openLocalStore } from './local-store';

registerConformanceStore('local', async (options) => {
  const store = await openLocalStore({
    // Never fall back to the repo's firestore.indexes.json: each test file declares what it needs.
    indexes: options.indexes ?? { indexes: [], fieldOverrides: [] },
    ...(options.now !== undefined ? { now: options.now } : {}),
    ...(options.ignoreUndefinedProperties !== undefined
      ? { ignoreUndefinedProperties: options.ignoreUndefinedProperties }
      : {}),
  });
  return { db: store, close: () => store.close() };
});
