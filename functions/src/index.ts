// Firebase entry points only: the `api` HTTPS function, and one function per entry of the job
// registry (jobs-<name> on a schedule, tasks-<name> from Cloud Tasks).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { pino } from 'pino';
import { createApiApp } from './http/app';
import { QUEUED_TASKS, SCHEDULED_JOBS } from './jobs/job-registry';
import { firebaseIdentity } from './platform/auth/identity';
import { cloudStorageBlobs } from './platform/blobs/cloud-storage-blobs';
import { systemClock } from './platform/clock/clock';
import {
  stripeIdentityChecks,
  unconfiguredIdentityChecks,
} from './platform/payments/identity-checks';
import { stripeClient, stripePayments, unconfiguredPayments } from './platform/payments/payments';
import { stripeEvents } from './platform/payments/stripe-events';
import { assemblePorts, type Ports } from './platform/ports';
import { cloudSchedule, runTask } from './platform/queue/background-work';
import { cloudTasksQueue } from './platform/queue/cloud-tasks-queue';
import { secretSealing } from './platform/sealing/sealing';

const REGION = 'us-central1';

initializeApp();

/** The PKCS#12 signed PDFs are sealed with (base64) and its password; read by the tasks that seal. */
const SEALING_P12 = defineSecret('SEALING_P12');
const SEALING_P12_PASSWORD = defineSecret('SEALING_P12_PASSWORD');

/** The signing secret of the Stripe webhook endpoint (…/api/stripe/webhook); read by `api`. */
const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

const stripe = process.env.STRIPE_SECRET_KEY ? stripeClient(process.env.STRIPE_SECRET_KEY) : null;

const ports: Ports = assemblePorts({
  db: getFirestore(),
  identity: firebaseIdentity(getAuth()),
  clock: systemClock,
  logger: pino({ level: process.env.LOG_LEVEL ?? 'info' }),
  blobs: cloudStorageBlobs(),
  queue: cloudTasksQueue(REGION),
  // The platform's Stripe key; firms' connected accounts take the payments.
  payments: stripe ? stripePayments(stripe) : unconfiguredPayments,
  // Signers' identity checks (Stripe Identity) are the platform's, on the same key.
  identityChecks: stripe ? stripeIdentityChecks(stripe) : unconfiguredIdentityChecks,
  stripeEvents: stripeEvents(() => STRIPE_WEBHOOK_SECRET.value()),
  sealing: secretSealing(() => ({
    p12Base64: SEALING_P12.value(),
    password: SEALING_P12_PASSWORD.value(),
  })),
  // The portal's address for links in mail (else the request's origin, i.e. the Hosting URL).
  ...(process.env.PORTAL_URL ? { portalUrl: process.env.PORTAL_URL } : {}),
});

/**
 * Firebase Hosting's proxy and the Google front end of Cloud Functions each append to
 * X-Forwarded-For, so the caller is the entry two from the right (docs/decisions/security.md).
 */
const PRODUCTION_PROXY_HOPS = 2;

export const api = onRequest(
  { region: REGION, secrets: [STRIPE_WEBHOOK_SECRET] },
  createApiApp(ports, {
    trustedProxyHops: Number(process.env.TRUSTED_PROXY_HOPS ?? PRODUCTION_PROXY_HOPS),
  }),
);

export const jobs = Object.fromEntries(
  SCHEDULED_JOBS.map((job) => [
    job.name,
    onSchedule({ schedule: cloudSchedule(job), region: REGION }, () => job.run(ports)),
  ]),
);

export const tasks = Object.fromEntries(
  QUEUED_TASKS.map((task) => [
    task.name,
    onTaskDispatched(
      {
        region: REGION,
        retryConfig: { maxAttempts: 5 },
        ...(task.secrets === 'sealing' && { secrets: [SEALING_P12, SEALING_P12_PASSWORD] }),
      },
      (request) =>
        runTask(task, request.data, ports, {
          taskId: request.id,
          attempt: request.retryCount + 1,
        }),
    ),
  ]),
);
