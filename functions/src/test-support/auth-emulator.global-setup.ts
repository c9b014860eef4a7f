// Vitest global setup for the API tests: one Auth emulator shared by every test file.
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../local/auth-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator(Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9399));
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
