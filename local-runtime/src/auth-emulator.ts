// Starts the Firebase Auth emulator from the pinned firebase-tools as a child process on chosen ports.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorProcess } from './emulator-process';

export const DEMO_PROJECT_ID = 'demo-portico';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const firebaseBin = join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');

export interface AuthEmulator {
  /** host:port, the value FIREBASE_AUTH_EMULATOR_HOST expects. */
  host: string;
  url: string;
  stop(): Promise<void>;
}

/**
 * Each instance gets its own hub and logging ports (derived from the auth port) so a dev run,
 * the API tests and the browser tests can each have an emulator at the same time.
 */
export async function startAuthEmulator(port: number): Promise<AuthEmulator> {
  const configDir = mkdtempSync(join(tmpdir(), 'portico-auth-'));
  writeFileSync(
    join(configDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [firebaseBin, 'emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID],
    {
      cwd: configDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
    },
  );
  const emulator = emulatorProcess('Auth emulator', child);
  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;
  try {
    await emulator.ready(`${url}/`);
  } catch (error) {
    rmSync(configDir, { recursive: true, force: true });
    throw error;
  }
  return {
    host,
    url,
    stop: () => emulator.stop().finally(() => rmSync(configDir, { recursive: true, force: true })),
  };
}
