// The offline runtime: the same API app as the `api` function, on the embedded store (or the
// official Cloud Firestore emulator) and the Auth emulator, with disk blobs, the in-process queue
// and the scheduler running the job registry's entries, the Stripe-compatible sandbox, the dev
// routes and the offline web app.
import { localSealing } from './sealing-certificate';
import express, { type ErrorRequestHandler } from 'express';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createApiApp } from '@portico/functions/http/app';
import { errorMapper } from '@portico/functions/http/error-mapper';
import { Invalid } from '@portico/functions/kernel/errors';
import { QUEUED_TASKS, SCHEDULED_JOBS } from '@portico/functions/jobs/job-registry';
import { firebaseIdentity } from '@portico/functions/platform/auth/identity';
import type { Clock } from '@portico/functions/platform/clock/clock';
import type { Db } from '@portico/functions/platform/db/db';
import { assemblePorts, withClock, type Ports } from '@portico/functions/platform/ports';
import { DEMO_PROJECT_ID } from './auth-emulator';
import { blobRoutes } from './blobs/blob-routes';
import { DiskBlobs } from './blobs/disk-blobs';
import { devRouter } from './dev/dev-router';
import { realtimeEventsRouter } from './realtime-events';
import { InProcessQueue } from './in-process-queue';
import { startScheduler } from './scheduler';
import { startDevTransport } from './dev/dev-transport';
import { MIGRATIONS } from '@portico/functions/migrations/migration-registry';
import { runMigrations } from '@portico/functions/platform/migrations/migrations';
import { seedIfEmpty } from './seed/demo-firm';
import { openLocalStore } from './store/local-store';
import { stripeSandbox } from './stripe-sandbox/stripe-sandbox';
import { SANDBOX_WEBHOOK_SECRET } from './stripe-sandbox/sandbox-webhooks';
import { stripeEvents } from '@portico/functions/platform/payments/stripe-events';
import { webHostingRouter } from './web-hosting';

export interface RuntimeOptions {
  port: number;
  /** Where the store and blobs live; null keeps everything in memory (tests). */
  dataDir: string | null;
  authEmulatorHost: string;
  webDist: string;
  clock: Clock;
  logger: Logger;
  /**
   * The official Cloud Firestore emulator's host:port to run on instead of the embedded store;
   * the web app then listens to Firestore for live updates, as in production.
   */
  firestoreEmulatorHost?: string;
}

/**
 * The only interface the runtime listens on: the Auth emulator accepts unsigned tokens, so anyone
 * who could reach this server could act as any user. It is for one machine, never a network.
 */
export const LOOPBACK_HOST = '127.0.0.1';

export interface Runtime {
  url: string;
  /** Where the server listens: LOOPBACK_HOST and the chosen port. */
  address: AddressInfo;
  store: Db;
  seeded: boolean;
  close(): Promise<void>;
}

/** A path that does not decode is the caller's mistake (400), as the API's routes treat it. */
const malformedUrl: ErrorRequestHandler = (error, _req, _res, next) => {
  next(error instanceof URIError ? new Invalid('This address is not valid') : error);
};

/** The store: the embedded one (durable in the data dir), or the emulator through firebase-admin. */
async function openStore(options: RuntimeOptions): Promise<{ db: Db; close(): Promise<void> }> {
  if (options.firestoreEmulatorHost) {
    process.env.FIRESTORE_EMULATOR_HOST = options.firestoreEmulatorHost;
    const firestore = getFirestore(adminApp(options.authEmulatorHost));
    return { db: firestore, close: () => firestore.terminate() };
  }
  const { clock } = options;
  const store = await openLocalStore(
    options.dataDir
      ? { dataDir: join(options.dataDir, 'store'), now: () => clock.now() }
      : { now: () => clock.now() },
  );
  return { db: store, close: () => store.close() };
}

/** firebase-admin reads the emulator address from the environment when Auth is first used. */
function adminApp(authEmulatorHost: string): App {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
  return getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
}

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { clock, logger } = options;
  const { db: store, close: closeStore } = await openStore(options);
  const seeded = await seedIfEmpty(store, clock.now());
  // A store written by an older version is migrated (each migration once per version), as a
  // deployed project is by `npm run migrate`.
  for (const run of await runMigrations(store, MIGRATIONS, () => clock.now()))
    if (run.changed !== null)
      logger.info({ migration: run.name, version: run.version, changed: run.changed }, 'migrated');
  // The name browsers and `npm start` use; it resolves to the loopback the server listens on.
  const url = `http://localhost:${options.port}`;
  const blobRoot = options.dataDir
    ? join(options.dataDir, 'blobs')
    : join(process.cwd(), '.tmp', `blobs-${options.port}`);
  mkdirSync(blobRoot, { recursive: true });
  const blobs = new DiskBlobs(blobRoot, url, () => clock.now());
  const queue = new InProcessQueue(logger);
  const identity = firebaseIdentity(getAuth(adminApp(options.authEmulatorHost)));
  // Card payments go to the sandbox this server also serves (checkout page at the public URL);
  // its webhook events come back to this server's endpoint.
  const loopback = `http://${LOOPBACK_HOST}:${options.port}`;
  const sandbox = stripeSandbox(url, loopback, async (payload, signature) => {
    const answer = await fetch(`${loopback}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    await answer.body?.cancel();
    if (!answer.ok) throw new Error(`The webhook endpoint answered ${answer.status}`);
  });
  const ports: Ports = assemblePorts({
    db: store,
    identity,
    clock,
    logger,
    blobs,
    queue,
    payments: sandbox.payments,
    identityChecks: sandbox.identityChecks,
    stripeEvents: stripeEvents(SANDBOX_WEBHOOK_SECRET),
    sealing: await localSealing(options.dataDir),
    // Links in mail point at this runtime unless PORTAL_URL names another address.
    portalUrl: process.env.PORTAL_URL ?? url,
  });
  queue.start(QUEUED_TASKS, ports);
  const scheduler = startScheduler(SCHEDULED_JOBS, ports, logger);
  // Mail and SMS "delivered" as the extensions deliver them in production (their state written back).
  const transport = startDevTransport(ports.outbox, logger);

  const app = express();
  app.disable('x-powered-by');
  app.use(
    '/api/dev',
    devRouter(
      store,
      () => clock.now(),
      ports.outbox,
      async (name, at) => {
        const job = SCHEDULED_JOBS.find((j) => j.name === name);
        await job?.run(at ? withClock(ports, { now: () => at }) : ports);
        return Boolean(job);
      },
    ),
  );
  app.use(blobRoutes(blobs));
  app.use(sandbox.router);
  // The realtime channel on the embedded store (Server-Sent Events); on the emulator, as in
  // production, the web app listens to Firestore instead.
  if (!options.firestoreEmulatorHost) app.use('/api/realtime', realtimeEventsRouter(ports));
  const api = createApiApp(ports);
  // Only /api reaches the API app, as Hosting's rewrite sends only /api to the function.
  app.use((req, res, next) => (req.path.startsWith('/api/') ? api(req, res, next) : next()));
  app.use(
    webHostingRouter(options.webDist, {
      authEmulatorUrl: `http://${options.authEmulatorHost}`,
      ...(options.firestoreEmulatorHost
        ? { realtime: 'firestore', firestoreEmulatorHost: options.firestoreEmulatorHost }
        : { realtime: 'sse' }),
    }),
  );
  // Whatever a router lets through is answered as the API answers, never with Express's own
  // HTML error page and its stack trace.
  app.use(malformedUrl, errorMapper);

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, LOOPBACK_HOST, () => resolve(listening));
    listening.once('error', reject);
  });
  // Clients reuse idle connections (a browser, Playwright's request context); Node closes them
  // after 5 s, and a request sent just as one closes fails with ECONNRESET. Hosting keeps them
  // far longer, so the local runtime does as well.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return {
    url,
    address: server.address() as AddressInfo,
    store,
    seeded,
    async close() {
      scheduler.stop();
      transport.stop();
      sandbox.webhooks.stop();
      await new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await queue.drain();
      await closeStore();
    },
  };
}
