// Browser journeys: Debian's Chromium against the offline runtime (in-memory store, own ports).
import { defineConfig } from '@playwright/test';
import { findFreePorts } from './local-runtime/src/free-ports';

// Chosen once in the main process; workers inherit the environment, so they agree on the ports.
if (!process.env.E2E_PORT) {
  const base = await findFreePorts(4);
  process.env.E2E_PORT = String(base);
  process.env.E2E_AUTH_PORT = String(base + 1);
}
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    // start.ts prints this once the Auth emulator, the web build and the runtime are all up; the
    // runtime alone answers much earlier, and on a loaded machine the emulator can take 40 s.
    wait: { stdout: /Portico is running at/ },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORTICO_PORT: String(port),
      AUTH_EMULATOR_PORT: process.env.E2E_AUTH_PORT!,
      PORTICO_DATA_DIR: 'memory',
    },
  },
});
