// The platform ports an area module is built from: the store, identity, files, time, ids, the
// task queue, card payments and identity checks, Stripe's webhook events, reply drafts, the sealing certificate, the logger, and the services
// built on them once (the mail and SMS outbox). Production passes firebase-admin's objects (src/index.ts); the local
// runtime, the tests and the benches pass the embedded store, the Auth emulator, disk blobs and a
// clock they control — all through `assemblePorts`, so every part is wired the same way.
import type { Logger } from 'pino';
import type { Identity } from './auth/identity';
import type { Blobs } from './blobs/blobs';
import type { Clock } from './clock/clock';
import type { Db } from './db/db';
import { randomIds, type NewId } from './ids/ids';
import { outboxRepo, type OutboxRepo } from './outbox/outbox.repo';
import { unconfiguredIdentityChecks, type IdentityChecks } from './payments/identity-checks';
import type { Payments } from './payments/payments';
import { unconfiguredStripeEvents, type StripeEvents } from './payments/stripe-events';
import type { TaskQueue } from './queue/task-queue';
import { unconfiguredReplyDrafts, type ReplyDrafts } from './replies/reply-drafts';
import { unconfiguredSealing, type Sealing } from './sealing/sealing';

/** What differs between production, the local runtime, the tests and the benches. */
export interface PortAdapters {
  db: Db;
  identity: Identity;
  clock: Clock;
  logger: Logger;
  blobs: Blobs;
  queue: TaskQueue;
  /** Card payments on firms' connected accounts (Stripe; the local sandbox offline). */
  payments: Payments;
  /** Identity checks of signers (Stripe Identity; the sandbox offline; unconfigured: refused). */
  identityChecks?: IdentityChecks;
  /** Stripe's webhook events, verified with the endpoint's secret (unconfigured: refused). */
  stripeEvents?: StripeEvents;
  /** Random UUIDs unless a test names them. */
  newId?: NewId;
  /** Advisors' reply drafts from a language model (unconfigured: refused, never invented). */
  replyDrafts?: ReplyDrafts;
  /** The certificate signed PDFs are sealed with (unconfigured: sealing fails, and is retried). */
  sealing?: Sealing;
  /** The portal's public address for links in mail; without it, each request's own origin. */
  portalUrl?: string;
}

export interface Ports extends Required<Omit<PortAdapters, 'portalUrl'>> {
  portalUrl?: string;
  /** The mail and SMS outbox, stamped by this clock (one for every area, job and task). */
  outbox: OutboxRepo;
}

export function assemblePorts(adapters: PortAdapters): Ports {
  return {
    newId: randomIds,
    replyDrafts: unconfiguredReplyDrafts,
    sealing: unconfiguredSealing,
    identityChecks: unconfiguredIdentityChecks,
    stripeEvents: unconfiguredStripeEvents,
    ...adapters,
    outbox: outboxRepo(adapters.db, () => adapters.clock.now()),
  };
}

/** The same ports with another clock (a job run as if at another moment), the outbox stamped by it. */
export const withClock = (ports: Ports, clock: Clock): Ports => assemblePorts({ ...ports, clock });
