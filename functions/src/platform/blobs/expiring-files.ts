// Files made for someone to save (exports) are kept EXPORT_KEPT_DAYS, not for ever: an hourly sweep
// deletes the file of each record whose time has passed and marks the record expired, so its page
// says so. The areas' repos say which records have expired; this deletes and marks them.
import { EXPORT_KEPT_DAYS } from '@portico/common/documents/vault-folders';
import type { Db, DocumentData } from '../db/db';
import { expiredInGroup } from '../db/expired-in-group';
import type { ScheduledJob } from '../queue/background-work';
import type { Blobs } from './blobs';

/** A run is bounded; the next run takes the rest. */
export const EXPIRED_FILES_BATCH = 100;

export const expiryOf = (createdAt: Date) =>
  new Date(createdAt.getTime() + EXPORT_KEPT_DAYS * 24 * 60 * 60_000);

export interface ExpiringFiles<R> {
  /** Records whose `expires_at` is before `now`, soonest first, at most `limit`. */
  expired(now: Date, limit: number): Promise<R[]>;
  blobPathOf(record: R): string | null;
  /** The record marked expired, its file no longer named. */
  expire(record: R): Promise<void>;
}

/** Idempotent: a file already deleted is not an error. Answers how many records expired. */
export async function sweepExpiredFiles<R>(
  files: ExpiringFiles<R>,
  blobs: Blobs,
  now: Date,
): Promise<number> {
  const expired = await files.expired(now, EXPIRED_FILES_BATCH);
  for (const record of expired) {
    const path = files.blobPathOf(record);
    if (path) await blobs.delete(path);
    await files.expire(record);
  }
  return expired.length;
}

/**
 * The expiring side of a firm's records at firms/{firmId}/{group}/{id} that keep their file's
 * path in `blob_path` and its end in `expires_at`.
 */
export function expiringRecords<R extends { firmId: string; id: string; blobPath: string | null }>(
  db: Db,
  group: string,
  fromDoc: (firmId: string, id: string, data: DocumentData) => R,
): ExpiringFiles<R> {
  return {
    async expired(now, limit) {
      const found = await expiredInGroup(db, group, now, limit);
      return found.map(({ firmId, doc }) => fromDoc(firmId, doc.id, doc.data()));
    },
    blobPathOf: (record) => record.blobPath,
    async expire(record) {
      await db
        .doc(`firms/${record.firmId}/${group}/${record.id}`)
        .update({ status: 'expired', blob_path: null, expires_at: null });
    },
  };
}

/** The hourly sweep of one kind of expiring records. */
export const expiredFilesSweep = <R>(
  name: string,
  filesOf: (db: Db) => ExpiringFiles<R>,
): ScheduledJob => ({
  name,
  everyMinutes: 60,
  async run({ db, blobs, clock }) {
    await sweepExpiredFiles(filesOf(db), blobs, clock.now());
  },
});
