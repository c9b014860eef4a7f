// The sweep of abandoned import uploads: once an upload's window has closed, the files of one
// never committed are deleted, and the upload itself (committed or not) is forgotten.
import type { ScheduledJob } from '../platform/queue/background-work';
import type { Blobs } from '../platform/blobs/blobs';
import type { Clock } from '../platform/clock/clock';
import { importsRepo, type ImportsRepo } from './imports.repo';

/** A run is bounded; the next run takes the rest. */
export const SWEEP_BATCH = 100;
/** Sweeps wait this long past an upload's expiry, so a commit checking files just before the
 * expiry never meets a half-swept upload. */
export const SWEEP_GRACE_MS = 60 * 60_000;

interface Deps {
  repo: ImportsRepo;
  blobs: Blobs;
  clock: Clock;
}

/** Idempotent: deleting a blob or an upload that is already gone is not an error. */
export async function sweepImportUploads({ repo, blobs, clock }: Deps): Promise<number> {
  const expired = await repo.expiredUploads(
    new Date(clock.now().getTime() - SWEEP_GRACE_MS),
    SWEEP_BATCH,
  );
  for (const upload of expired) {
    // A committed upload's files belong to its import and stay.
    if (!upload.committed) await Promise.all(upload.files.map((file) => blobs.delete(file.path)));
    await repo.deleteUpload(upload.firmId, upload.id);
  }
  return expired.length;
}

export const sweepImportUploadsJob: ScheduledJob = {
  name: 'sweepImportUploads',
  everyMinutes: 60,
  async run({ db, blobs, clock }) {
    await sweepImportUploads({ repo: importsRepo(db), blobs, clock });
  },
};
