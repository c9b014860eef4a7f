// The API as the API benchmarks serve it: the real Express app over a local store on a free
// port, with token verification stubbed (the bearer token is the user id), so the figures are the
// API's own work; and the percentiles they report.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import pino from 'pino';
import { createApiApp } from '@portico/functions/http/app';
import { QUEUED_TASKS } from '@portico/functions/jobs/job-registry';
import { assemblePorts, type Ports } from '@portico/functions/platform/ports';
import type { Identity } from '@portico/functions/platform/auth/identity';
import { ManualClock } from '@portico/functions/platform/clock/clock';
import type { Db } from '@portico/functions/platform/db/db';
import { unconfiguredPayments } from '@portico/functions/platform/payments/payments';
import { blobRoutes } from '@portico/local-runtime/blobs/blob-routes';
import { DiskBlobs } from '@portico/local-runtime/blobs/disk-blobs';
import { InProcessQueue } from '@portico/local-runtime/in-process-queue';
import { DEMO_FIRM_ID, seedDemoFirm } from '@portico/local-runtime/seed/demo-firm';
import { openLocalStore } from '@portico/local-runtime/store/local-store';

/** An in-memory local store holding the demo firm, on a manual clock set to `at`. */
export async function seededDemoStore(at: string) {
  const clock = new ManualClock(new Date(at));
  const store = await openLocalStore({ now: () => clock.now() });
  await seedDemoFirm(store, clock.now());
  return { clock, store };
}

/** A numeric command-line option (`--name N`), or `fallback`. */
export function benchArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The ports the benches run on: `db`, a disk blob store, an in-process queue, a bearer token read as the user id. */
export function benchPorts(db: Db, clock: ManualClock) {
  const identity: Identity = {
    verifyIdToken: async (token) => ({ uid: token, firmId: DEMO_FIRM_ID }),
    createCustomToken: async () => 'unused',
    createSessionCookie: async () => 'unused',
    verifySessionCookie: async (cookie) => ({ uid: cookie, firmId: DEMO_FIRM_ID }),
    revokeSessions: async () => undefined,
  };
  const logger = pino({ level: 'silent' });
  const blobs = new DiskBlobs(mkdtempSync(join(tmpdir(), 'bench-blobs-')), '', () => clock.now());
  const queue = new InProcessQueue(logger);
  const ports: Ports = assemblePorts({
    db,
    identity,
    clock,
    logger,
    blobs,
    queue,
    payments: unconfiguredPayments,
  });
  return { ports, blobs, queue };
}

/** Serves the API over `db`; answers its /api base address and how to stop it. */
export async function startBenchApi(db: Db, clock: ManualClock) {
  const { ports, blobs, queue } = benchPorts(db, clock);
  // Background work runs in this process, as in the local runtime.
  queue.start(QUEUED_TASKS, ports);
  // The signed blob URLs beside the API, as the local runtime serves them.
  const app = express().use(blobRoutes(blobs)).use(createApiApp(ports));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: `${origin}/api`,
    origin,
    blobs,
    /** Waits until every queued task (and what it queued) has run. */
    drain: () => queue.drain(),
    close: async () => {
      await queue.drain();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One request of a timed scenario: a GET, or a POST (or the method given) when it has a body. */
export interface BenchRequest {
  path: string;
  body?: unknown;
  method?: 'POST' | 'PUT';
}

/** Times `runs` requests as the user `as` (after 5 untimed ones); each must answer 2xx. */
export async function timeRequests(
  base: string,
  request: (i: number) => BenchRequest,
  as: string,
  runs: number,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = -5; i < runs; i++) {
    const { path, body, method = 'POST' } = request(i + 5);
    const t0 = performance.now();
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : method,
      headers: {
        authorization: `Bearer ${as}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.json();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    if (i >= 0) samples.push(performance.now() - t0);
  }
  return samples;
}

/** Times `runs` GETs as the user `as` (after 5 untimed ones); each must answer 2xx. */
export const timeGets = (base: string, path: (i: number) => string, as: string, runs: number) =>
  timeRequests(base, (i) => ({ path: path(i) }), as, runs);

export interface TimedScenario {
  name: string;
  /** The p95 budget in ms. */
  budget: number;
  samples: number[];
}

/** The results as a Markdown table: p50, p95 and whether p95 is within the budget. */
export function printBudgetTable(scenarios: TimedScenario[]): void {
  console.log('| request | p50 ms | p95 ms | budget p95 | |');
  console.log('|---|---|---|---|---|');
  for (const s of scenarios) {
    const p95 = percentile(s.samples, 95);
    console.log(
      `| ${s.name} | ${percentile(s.samples, 50).toFixed(1)} | ${p95.toFixed(1)} | ${s.budget} | ${p95 <= s.budget ? 'pass' : 'miss'} |`,
    );
  }
}
