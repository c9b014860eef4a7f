// Vitest global setup for the API tests: one Auth emulator shared by every test file.
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '@portico/local-runtime/auth-emulator';
import { findFreePorts } from '@portico/local-runtime/free-ports';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  // The emulator uses its port and the two after it (hub, logging).
  const emulator = await startAuthEmulator(await findFreePorts(3));
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
