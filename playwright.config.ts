// Browser journeys: Debian's Chromium against the offline runtime (in-memory store, own ports).
// The realtime journeys run a second time against a second stack on the official Cloud Firestore
// emulator, where the web app listens to Firestore as in production (when the emulator is
// installed; otherwise that project is left out and the run says so).
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './local-runtime/src/chromium';
import { findFirestoreEmulator } from './local-runtime/src/firestore-emulator';
import { findFreePorts } from './local-runtime/src/free-ports';

// Chosen once in the main process; workers inherit the environment, so they agree on the ports.
// Each stack takes 4 ports (the portal, the Auth emulator and its hub and logging ports); the
// emulator stack a fifth for Firestore.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await findFreePorts(9));
}
const port = Number(process.env.E2E_PORT);
const emulatorPort = port + 4;
const onEmulator = findFirestoreEmulator() !== null;
if (!onEmulator && !process.env.E2E_WORKER_WARNED) {
  process.env.E2E_WORKER_WARNED = '1';
  console.warn(
    '\n*** SKIPPED: the realtime journeys on the Firestore emulator (the Google Cloud CLI component cloud-firestore-emulator is not installed). They ran on the embedded store only. ***\n',
  );
}

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

function stack(portalPort: number, flags: string): WebServer {
  return {
    command: `npx tsx scripts/start.ts ${flags}`.trim(),
    // start.ts prints this once the emulators, the web build and the runtime are all up; the
    // runtime alone answers much earlier, and on a loaded machine the emulator can take 40 s.
    wait: { stdout: /Portico is running at/ },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORTICO_PORT: String(portalPort),
      AUTH_EMULATOR_PORT: String(portalPort + 1),
      ...(flags ? { FIRESTORE_EMULATOR_PORT: String(portalPort + 4) } : {}),
      PORTICO_DATA_DIR: 'memory',
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  // A busy 2-core machine (CI: two browsers, two stacks and the Firestore emulator) can take
  // several seconds for the first screen after a sign-in, and a long journey runs about 40 steps
  // with axe checks between them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  // Fails the run when any page broke production's Content-Security-Policy.
  globalTeardown: './e2e/csp-violations.teardown.ts',
  outputDir: 'test-results',
  use: {
    screenshot: 'only-on-failure',
    // No trace: CI keeps no artifacts, and recording one slowed every step of every journey (the
    // suite took 14 min instead of 10). To look into a failure: --trace retain-on-failure.
    trace: 'off',
    // Journeys run as a user who asked for less motion: the portal then shows dialogs, menus and
    // toasts without transitions (lib/theme), so no step waits for one and the machine paints
    // no frames of them; axe measures contrast on settled screens.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'embedded-store', use: { baseURL: `http://localhost:${port}` } },
    ...(onEmulator
      ? [
          {
            name: 'firestore-emulator',
            // The live channel's journeys (an alert, the messages badge, a blocked channel's
            // retries): here the realtime channel is Firestore listeners, as in production. The
            // messaging and notification journeys ride the same channel and run on the embedded
            // store only (CI's 30 minutes).
            testMatch: ['realtime/**/*.spec.ts'],
            use: { baseURL: `http://localhost:${emulatorPort}` },
          },
        ]
      : []),
  ],
  // Started one after the other, so only the first builds the web app.
  webServer: [
    stack(port, ''),
    ...(onEmulator ? [stack(emulatorPort, '--firestore-emulator')] : []),
  ],
});
