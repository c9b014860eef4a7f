// Builds the real API app on a store seeded with the demo firm — the in-memory embedded store, or
// (in the emulator run) a project of its own on the official Cloud Firestore emulator — talking to
// the shared Auth emulator, and signs in as any demo role to get a real ID token.
import { generatedSealing } from '../../src/signing/seal/platform-certificate';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_PROJECT_ID } from '@portico/local-runtime/auth-emulator';
import { DiskBlobs } from '@portico/local-runtime/blobs/disk-blobs';
import { InProcessQueue } from '@portico/local-runtime/in-process-queue';
import { DEMO_USERS, seedDemoFirm, type DemoRole } from '@portico/local-runtime/seed/demo-firm';
import { seededStores } from '@portico/local-runtime/store/seeded-stores';
import { startStripeSandbox } from '@portico/local-runtime/stripe-sandbox/stripe-sandbox';
import { SANDBOX_WEBHOOK_SECRET } from '@portico/local-runtime/stripe-sandbox/sandbox-webhooks';
import { stripeEvents } from '../../src/platform/payments/stripe-events';
import { createApiRouter } from '../../src/http/api-router';
import { createApiApp } from '../../src/http/app';
import { QUEUED_TASKS } from '../../src/jobs/job-registry';
import { firebaseIdentity } from '../../src/platform/auth/identity';
import { ManualClock } from '../../src/platform/clock/clock';
import type { Db } from '../../src/platform/db/db';
import { assemblePorts, type Ports } from '../../src/platform/ports';
import { openEmulatorDb } from '../emulator/emulator-db';
import { emulatorIdToken } from './emulator-id-token';

export const TEST_START = new Date('2026-03-02T17:00:00Z');
/** Signed blob URLs in API tests point here; a test serves them with blobRoutes. */
export const BLOB_BASE_URL = 'http://blobs.test';

/** Which store this run's API tests use: the emulator run provides its host. */
export const testBackend = (): 'local' | 'emulator' =>
  inject('firestoreEmulatorHost') ? 'emulator' : 'local';

/** The demo firm as seeded at TEST_START: every file of a worker starts from a copy of it. */
const demoFirmStores = seededStores((store) => seedDemoFirm(store, TEST_START));

/** A store with the demo firm in it. */
async function openTestStore(clock: ManualClock): Promise<{ db: Db; close(): Promise<void> }> {
  if (testBackend() === 'emulator') {
    const emulator = await openEmulatorDb();
    await seedDemoFirm(emulator.db, clock.now());
    return emulator;
  }
  const store = await demoFirmStores.open({ now: () => clock.now() });
  return { db: store, close: () => store.close() };
}

/** One self-signed sealing certificate for every test API in the process (RSA keys take a while). */
const TEST_SEALING = generatedSealing('Portico test sealing certificate');

export async function createTestApi() {
  const authEmulatorHost = inject('authEmulatorHost');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  const clock = new ManualClock(TEST_START);
  const { db: store, close: closeStore } = await openTestStore(clock);
  const blobRoot = mkdtempSync(join(tmpdir(), 'portico-blobs-'));
  const admin = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
  const auth = getAuth(admin);
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const queue = new InProcessQueue(logger);
  // The sandbox's webhook events go to this test's app (created below).
  let webhookApp: ReturnType<typeof createApiApp> | null = null;
  const sandbox = await startStripeSandbox(async (payload, signature) => {
    if (!webhookApp) throw new Error('The test API is not ready');
    const answer = await supertest(webhookApp)
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`The webhook endpoint answered ${answer.status}`);
  });
  const deps: Ports = assemblePorts({
    db: store,
    identity: firebaseIdentity(auth),
    clock,
    logger,
    blobs: new DiskBlobs(blobRoot, BLOB_BASE_URL, () => clock.now()),
    queue,
    payments: sandbox.payments,
    identityChecks: sandbox.identityChecks,
    stripeEvents: stripeEvents(SANDBOX_WEBHOOK_SECRET),
    sealing: TEST_SEALING,
  });
  queue.start(QUEUED_TASKS, deps);
  // As behind one proxy: a test names its caller's address with X-Forwarded-For (the proxy's entry).
  const app = createApiApp(deps, { trustedProxyHops: 1 });
  webhookApp = app;
  const tokens = new Map<DemoRole, string>();

  /** A real ID token from the emulator, as the web app gets after signInWithCustomToken. */
  const idTokenFor = (uid: string, firmId: string) =>
    emulatorIdToken(auth, authEmulatorHost, uid, firmId);

  async function tokenFor(role: DemoRole): Promise<string> {
    const cached = tokens.get(role);
    if (cached) return cached;
    const user = DEMO_USERS[role];
    const token = await idTokenFor(user.id, user.firmId);
    tokens.set(role, token);
    return token;
  }

  return {
    app,
    store,
    clock,
    deps,
    /** The Stripe-compatible sandbox card payments go to (its checkout page pays). */
    sandbox,
    router: () => createApiRouter(deps),
    /** Waits until every queued task (and what it queued) has run. */
    drainQueue: () => queue.drain(),
    /** Keeps queued tasks waiting until the returned release is called. */
    holdQueue: () => queue.hold(),
    http: () => supertest(app),
    idTokenFor,
    tokenFor,
    /** Requests under /api signed in as a demo role: `(await api.as('partner')).get('v2/users')`. */
    async as(role: DemoRole) {
      return signedInAgent(app, await tokenFor(role));
    },
    /** Requests under /api signed in as any user (a fixture's). */
    async asUser(uid: string, firmId: string) {
      return signedInAgent(app, await idTokenFor(uid, firmId));
    },
    async close() {
      await queue.drain();
      await sandbox.close();
      await closeStore();
      rmSync(blobRoot, { recursive: true, force: true });
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** Requests under /api carrying one user's ID token. */
function signedInAgent(app: Parameters<typeof supertest>[0], token: string) {
  const authorization = `Bearer ${token}`;
  const agent = supertest(app);
  return {
    get: (path: string) => agent.get(`/api/${path}`).set('Authorization', authorization),
    delete: (path: string) => agent.delete(`/api/${path}`).set('Authorization', authorization),
    post: (path: string, body: object = {}) =>
      agent.post(`/api/${path}`).set('Authorization', authorization).send(body),
    put: (path: string, body: object = {}) =>
      agent.put(`/api/${path}`).set('Authorization', authorization).send(body),
    patch: (path: string, body: object = {}) =>
      agent.patch(`/api/${path}`).set('Authorization', authorization).send(body),
  };
}

export type SignedInAgent = ReturnType<typeof signedInAgent>;

/** The file's test API: started before its tests, closed after them. */
export function useTestApi(): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error('The test API starts in beforeAll');
    return api;
  };
}
