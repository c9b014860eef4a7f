// Runs the offline runtime as a process: `npm start` and `npm run dev` start this after the
// Auth emulator; it reads its ports and data folder from the environment.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { systemClock } from '@portico/functions/platform/clock/clock';
import { startRuntime } from './runtime';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const dataDir = process.env.PORTICO_DATA_DIR ?? resolve(repoRoot, '.data');
const runtime = await startRuntime({
  port: Number(process.env.PORTICO_PORT ?? 8080),
  dataDir: dataDir === 'memory' ? null : dataDir,
  authEmulatorHost: required('FIREBASE_AUTH_EMULATOR_HOST'),
  webDist: resolve(repoRoot, 'web/dist-offline'),
  clock: systemClock,
  logger: pino({ level: process.env.LOG_LEVEL ?? 'warn' }),
  ...(process.env.PORTICO_FIRESTORE_EMULATOR_HOST
    ? { firestoreEmulatorHost: process.env.PORTICO_FIRESTORE_EMULATOR_HOST }
    : {}),
});
process.send?.({ ready: true, url: runtime.url, seeded: runtime.seeded });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void runtime.close().finally(() => process.exit(0));
  });
}
