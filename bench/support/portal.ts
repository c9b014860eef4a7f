// Starts and stops the whole offline portal (`scripts/start.ts`) for a benchmark, and launches
// Debian's Chromium the way the browser tests do.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/local-runtime/chromium';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface Portal {
  child: ChildProcess;
  base: string;
  authPort: number;
  /** From spawn until the start script printed its URL. */
  startMs: number;
}

/** Ready is when the start script prints the URL: the runtime, the emulator and the web build. */
export async function startPortal(options: {
  port: number;
  authPort: number;
  dataDir: string;
}): Promise<Portal> {
  const started = performance.now();
  const child = spawn(resolve(repoRoot, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORTICO_PORT: String(options.port),
      AUTH_EMULATOR_PORT: String(options.authPort),
      PORTICO_DATA_DIR: options.dataDir,
    },
  });
  await new Promise<void>((ready, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portico is running at')) ready();
    });
    child.once('exit', (code) => fail(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return {
    child,
    base: `http://127.0.0.1:${options.port}`,
    authPort: options.authPort,
    startMs: performance.now() - started,
  };
}

export async function stopPortal(portal: Portal): Promise<void> {
  if (portal.child.exitCode !== null) return;
  const exited = new Promise((r) => portal.child.once('exit', r));
  portal.child.kill('SIGINT');
  await exited;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
