// The sweep of import uploads: once an upload's window has closed, its staged files are deleted
// (and, when it was never committed, any copies a commit that did not finish made), and the
// upload itself is forgotten. A committed import's own files stay.
import type { ScheduledJob } from '../platform/queue/background-work';
import type { Blobs } from '../platform/blobs/blobs';
import type { Clock } from '../platform/clock/clock';
import { committedPath, isStaged } from './import-blob-paths';
import { importsRepo, type ImportsRepo, type ImportUploadRecord } from './imports.repo';

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

/**
 * A staged file kept its single-use URL spent until now, when the URL has long expired. Uploads
 * made before files were staged list the import's own paths, so only staged paths of a committed
 * upload are leftovers.
 */
function leftovers(upload: ImportUploadRecord): string[] {
  if (upload.committed) return upload.files.map((f) => f.path).filter((p) => isStaged(upload, p));
  const copies = upload.files.map((file, index) => committedPath(upload, index, file.name));
  return [...new Set([...upload.files.map((file) => file.path), ...copies])];
}

/** Idempotent: deleting a blob or an upload that is already gone is not an error. */
export async function sweepImportUploads({ repo, blobs, clock }: Deps): Promise<number> {
  const expired = await repo.expiredUploads(
    new Date(clock.now().getTime() - SWEEP_GRACE_MS),
    SWEEP_BATCH,
  );
  for (const upload of expired) {
    await Promise.all(leftovers(upload).map((path) => blobs.delete(path)));
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
