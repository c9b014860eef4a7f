// The sweep of staged files (issue 15): files a browser put in the staging area for a vault upload
// or a drop are copied where they are kept when processed, and the staged copies are left behind;
// uploads never processed leave theirs too. An hour after an upload's window closed (so nothing
// still checking it meets a half-swept upload), its staged files and its record go; a drop never
// sent goes the same way. A received drop cleared its staged files when it was received.
import type { Ports } from '../platform/ports';
import type { ScheduledJob } from '../platform/queue/background-work';
import { documentsRepo } from './documents.repo';
import { dropLinkRepo } from './drop-link.repo';

/** A run is bounded; the next run takes the rest. */
export const SWEEP_BATCH = 100;
export const SWEEP_GRACE_MS = 60 * 60_000;

/** Idempotent: deleting a blob or a record that is already gone is not an error. */
export async function sweepStagedUploads({
  db,
  blobs,
  clock,
}: Pick<Ports, 'db' | 'blobs' | 'clock'>): Promise<number> {
  const before = new Date(clock.now().getTime() - SWEEP_GRACE_MS);
  const documents = documentsRepo(db);
  const dropLinks = dropLinkRepo(db);
  const [uploads, drops] = await Promise.all([
    documents.expiredUploads(before, SWEEP_BATCH),
    dropLinks.expiredDrops(before, SWEEP_BATCH),
  ]);
  for (const upload of uploads) {
    await Promise.all(upload.files.map((file) => blobs.delete(file.path)));
    await documents.deleteUpload(upload.firmId, upload.id);
  }
  const unsent = drops.filter((drop) => drop.status === 'uploading');
  for (const drop of unsent) {
    await Promise.all(drop.files.map((file) => blobs.delete(file.stagedPath)));
    await dropLinks.deleteDrop(drop.firmId, drop.id);
  }
  return uploads.length + unsent.length;
}

export const sweepStagedUploadsJob: ScheduledJob = {
  name: 'sweepStagedUploads',
  everyMinutes: 60,
  async run(ports) {
    await sweepStagedUploads(ports);
  },
};
