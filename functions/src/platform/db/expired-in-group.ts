// The documents of a collection group under firms/{firmId}/… whose `expires_at` has passed,
// soonest first: what the sweeps of staged files (uploads, drops, imports) read.
import { Timestamp, type Db, type DbQueryDocumentSnapshot } from './db';

export interface ExpiredDoc {
  firmId: string;
  doc: DbQueryDocumentSnapshot;
}

export async function expiredInGroup(
  db: Db,
  group: string,
  before: Date,
  limit: number,
): Promise<ExpiredDoc[]> {
  const found = await db
    .collectionGroup(group)
    .where('expires_at', '<', Timestamp.fromDate(before))
    .orderBy('expires_at')
    .limit(limit)
    .get();
  return found.docs.map((doc) => ({ firmId: doc.ref.parent.parent?.id ?? '', doc }));
}
