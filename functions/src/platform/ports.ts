// The platform ports an area module is built from: the store, identity, files, time, ids, the
// task queue, card payments, reply drafts and the logger. Production passes firebase-admin's objects (src/index.ts); the local runtime and the
// tests pass the embedded store, the Auth emulator, disk blobs and a clock they control.
import type { Logger } from 'pino';
import type { Identity } from './auth/identity';
import type { Blobs } from './blobs/blobs';
import type { Clock } from './clock/clock';
import type { Db } from './db/db';
import type { NewId } from './ids/ids';
import type { Payments } from './payments/payments';
import type { TaskQueue } from './queue/task-queue';
import type { ReplyDrafts } from './replies/reply-drafts';

export interface Ports {
  db: Db;
  identity: Identity;
  clock: Clock;
  logger: Logger;
  blobs: Blobs;
  newId: NewId;
  queue: TaskQueue;
  /** Card payments on firms' connected accounts (Stripe; the local sandbox offline). */
  payments: Payments;
  /** Advisors' reply drafts from a language model (unconfigured: refused, never invented). */
  replyDrafts: ReplyDrafts;
  /** The portal's public address for links in mail; without it, each request's own origin. */
  portalUrl?: string;
}
