// Firebase entry points only: the `api` HTTPS function (Stripe's webhook is one of its routes), and
// one function per entry of the job registry (jobs-<name> on a schedule, tasks-<name> from Cloud
// Tasks). Secrets and parameters are read once the function runs (onInit), never at deploy.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onInit } from 'firebase-functions/v2/core';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { Response } from 'express';
import { pino } from 'pino';
import { createApiApp } from './http/app';
import { QUEUED_TASKS, SCHEDULED_JOBS } from './jobs/job-registry';
import { firebaseIdentity } from './platform/auth/identity';
import { cloudStorageBlobs } from './platform/blobs/cloud-storage-blobs';
import { systemClock } from './platform/clock/clock';
import { stripeIdentityChecks } from './platform/payments/identity-checks';
import { stripePayments } from './platform/payments/payments';
import { stripeClient } from './platform/payments/stripe-calls';
import { stripeEvents } from './platform/payments/stripe-events';
import { assemblePorts, type Ports } from './platform/ports';
import { cloudSchedule, runTask, type WorkNeeds } from './platform/queue/background-work';
import { cloudTasksQueue } from './platform/queue/cloud-tasks-queue';
import { secretSealing } from './platform/sealing/sealing';
import {
  API_MIN_INSTANCES,
  PORTAL_URL,
  REGION,
  SEALING_P12,
  SEALING_P12_PASSWORD,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
} from './production-params';

initializeApp();

function productionPorts(): Ports {
  // The platform's Stripe key; firms' connected accounts take the payments. The SDK loads on the
  // first payment or identity call, not at cold start.
  const stripe = stripeClient(() => STRIPE_SECRET_KEY.value());
  return assemblePorts({
    db: getFirestore(),
    identity: firebaseIdentity(getAuth()),
    clock: systemClock,
    logger: pino({ level: process.env.LOG_LEVEL ?? 'info' }),
    blobs: cloudStorageBlobs(),
    queue: cloudTasksQueue(REGION),
    payments: stripePayments(stripe),
    // Signers' identity checks (Stripe Identity) are the platform's, on the same key.
    identityChecks: stripeIdentityChecks(stripe),
    stripeEvents: stripeEvents(() => STRIPE_WEBHOOK_SECRET.value()),
    sealing: secretSealing(() => ({
      p12Base64: SEALING_P12.value(),
      password: SEALING_P12_PASSWORD.value(),
    })),
    // The portal's address for links in mail (else the request's origin, i.e. the Hosting URL).
    ...(PORTAL_URL.value() ? { portalUrl: PORTAL_URL.value() } : {}),
  });
}

/**
 * Firebase Hosting's proxy and the Google front end of Cloud Functions each append to
 * X-Forwarded-For, so the caller is the entry two from the right (docs/decisions/security.md).
 */
const PRODUCTION_PROXY_HOPS = 2;

let ports: Ports;
let apiApp: (req: Request, res: Response) => void;
onInit(() => {
  ports = productionPorts();
  apiApp = createApiApp(ports, {
    trustedProxyHops: Number(process.env.TRUSTED_PROXY_HOPS ?? PRODUCTION_PROXY_HOPS),
  });
});

const secretsOf = (needs: WorkNeeds) =>
  needs.secrets === 'sealing'
    ? [SEALING_P12, SEALING_P12_PASSWORD]
    : needs.secrets === 'stripe'
      ? [STRIPE_SECRET_KEY]
      : [];

/** A job's or a task's size: 512 MiB and 5 minutes unless it says it needs more. */
const sizeOf = (needs: WorkNeeds) => ({
  memory: needs.memory ?? ('512MiB' as const),
  timeoutSeconds: needs.timeoutSeconds ?? 300,
  secrets: secretsOf(needs),
});

export const api = onRequest(
  {
    region: REGION,
    secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET],
    // Uploads are checked (type, PDF opens, password) and small PDFs made at the request.
    memory: '1GiB',
    cpu: 1,
    // Firebase Hosting gives up on a function after 60 s.
    timeoutSeconds: 60,
    concurrency: 80,
    minInstances: API_MIN_INSTANCES,
    maxInstances: 100,
  },
  (req, res) => apiApp(req, res),
);

export const jobs = Object.fromEntries(
  SCHEDULED_JOBS.map((job) => [
    job.name,
    onSchedule(
      { schedule: cloudSchedule(job), region: REGION, retryCount: 0, ...sizeOf(job) },
      () => job.run(ports),
    ),
  ]),
);

export const tasks = Object.fromEntries(
  QUEUED_TASKS.map((task) => [
    task.name,
    onTaskDispatched(
      { region: REGION, retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 }, ...sizeOf(task) },
      (request) =>
        runTask(task, request.data, ports, {
          taskId: request.id,
          attempt: request.retryCount + 1,
        }),
    ),
  ]),
);
