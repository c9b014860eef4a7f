// The offline runtime: the same API app as the `api` function, on the local store and the Auth
// emulator, with disk blobs, the in-process queue, the scheduler, the outbox and the web app.
import express from 'express';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createApiApp } from '../http/app';
import { sweepImportUploads, SWEEP_EVERY_MS } from '../imports/imports.jobs';
import { importsRepo } from '../imports/imports.repo';
import { firebaseIdentity } from '../platform/auth/identity';
import type { Clock } from '../platform/clock/clock';
import { outboxRepo } from '../platform/outbox/outbox.repo';
import { DEMO_PROJECT_ID } from './auth-emulator';
import { blobRoutes } from './blob-routes';
import { DiskBlobs } from './disk-blobs';
import { devFixturesRouter } from './dev-fixtures';
import { devOutboxRouter } from './dev-outbox.routes';
import { devRealtimeRouter } from './dev-realtime.routes';
import { realtimeEventsRouter } from './realtime-events';
import { InProcessQueue } from './in-process-queue';
import { startScheduler } from './scheduler';
import { seedIfEmpty } from './seed/demo-firm';
import { openLocalStore, type LocalStore } from './store/local-store';
import { webHostingRouter } from './web-hosting';

export interface RuntimeOptions {
  port: number;
  /** Where the store and blobs live; null keeps everything in memory (tests). */
  dataDir: string | null;
  authEmulatorHost: string;
  webDist: string;
  clock: Clock;
  logger: Logger;
}

export interface Runtime {
  url: string;
  store: LocalStore;
  seeded: boolean;
  close(): Promise<void>;
}

/** firebase-admin reads the emulator address from the environment when Auth is first used. */
function adminApp(authEmulatorHost: string): App {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
  return getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
}

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { clock, logger } = options;
  const store = await openLocalStore(
    options.dataDir
      ? { dataDir: join(options.dataDir, 'store'), now: () => clock.now() }
      : { now: () => clock.now() },
  );
  const seeded = await seedIfEmpty(store, clock.now());
  const url = `http://localhost:${options.port}`;
  const blobRoot = options.dataDir
    ? join(options.dataDir, 'blobs')
    : join(process.cwd(), '.tmp', `blobs-${options.port}`);
  mkdirSync(blobRoot, { recursive: true });
  const blobs = new DiskBlobs(blobRoot, url, () => clock.now());
  const queue = new InProcessQueue(logger);
  const scheduler = startScheduler(
    [
      {
        name: 'sweep-import-uploads',
        everyMs: SWEEP_EVERY_MS,
        run: async () =>
          void (await sweepImportUploads({ repo: importsRepo(store), blobs, clock })),
      },
    ],
    logger,
  );
  const outbox = outboxRepo(store, () => clock.now());

  const identity = firebaseIdentity(getAuth(adminApp(options.authEmulatorHost)));
  const app = express();
  app.disable('x-powered-by');
  app.use(
    '/api/dev',
    express.json(),
    devOutboxRouter(outbox),
    devFixturesRouter(store, () => clock.now()),
    devRealtimeRouter(store),
  );
  app.use(blobRoutes(blobs));
  // The realtime channel (Server-Sent Events); production listens to Firestore instead.
  app.use('/api/realtime', realtimeEventsRouter(store, identity));
  // Links in mail point at this runtime unless PORTAL_URL names another address.
  const api = createApiApp({
    db: store,
    identity,
    clock,
    logger,
    blobs,
    portalUrl: process.env.PORTAL_URL ?? url,
  });
  // Only /api reaches the API app, as Hosting's rewrite sends only /api to the function.
  app.use((req, res, next) => (req.path.startsWith('/api/') ? api(req, res, next) : next()));
  app.use(webHostingRouter(options.webDist, `http://${options.authEmulatorHost}`));

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    url,
    store,
    seeded,
    async close() {
      scheduler.stop();
      await new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await queue.drain();
      await store.close();
    },
  };
}
