// A Firestore client on the official emulator, for one test file: its own project, so the file
// sees only its own documents (collection-group queries and listCollections included).
import { randomUUID } from 'node:crypto';
import { Firestore } from '@google-cloud/firestore';
import { inject } from 'vitest';
import type { Db } from '../../src/platform/db/db';

export function openEmulatorDb(options: { ignoreUndefinedProperties?: boolean } = {}) {
  // The client library connects to the emulator (no credentials, no TLS) when this is set.
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
  const projectId = `demo-${randomUUID().slice(0, 8)}`;
  const firestore = new Firestore({
    projectId,
    ignoreUndefinedProperties: options.ignoreUndefinedProperties ?? false,
  });
  const db: Db = firestore;
  return { db, projectId, close: () => firestore.terminate() };
}
