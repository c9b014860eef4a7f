// Vitest global setup for the runs on the official Cloud Firestore emulator: one emulator for the
// whole run (any project: each test file takes a project of its own), with firestore.rules loaded.
import type { TestProject } from 'vitest/node';
import { findFreePorts } from '@portico/local-runtime/free-ports';
import { startFirestoreEmulator } from '@portico/local-runtime/firestore-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  const emulator = await startFirestoreEmulator(await findFreePorts(1));
  project.provide('firestoreEmulatorHost', emulator.host);
  return () => emulator.stop();
}
