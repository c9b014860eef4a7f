// Firebase entry points only: the `api` HTTPS function (scheduled and queued work join later).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { pino } from 'pino';
import { createApiApp } from './http/app';
import { sweepImportUploads } from './imports/imports.jobs';
import { importsRepo } from './imports/imports.repo';
import { firebaseIdentity } from './platform/auth/identity';
import { cloudStorageBlobs } from './platform/blobs/cloud-storage-blobs';
import { systemClock } from './platform/clock/clock';

initializeApp();

export const api = onRequest(
  { region: 'us-central1' },
  createApiApp({
    db: getFirestore(),
    identity: firebaseIdentity(getAuth()),
    clock: systemClock,
    logger: pino(),
    blobs: cloudStorageBlobs(),
    // The portal's address for links in mail (else the request's origin, i.e. the Hosting URL).
    ...(process.env.PORTAL_URL ? { portalUrl: process.env.PORTAL_URL } : {}),
  }),
);

/** Deletes the files of import uploads never committed (imports/imports.jobs.ts). */
export const sweepAbandonedImportUploads = onSchedule(
  { schedule: 'every 60 minutes', region: 'us-central1' },
  async () => {
    await sweepImportUploads({
      repo: importsRepo(getFirestore()),
      blobs: cloudStorageBlobs(),
      clock: systemClock,
    });
  },
);
