// The documents of one collection in every firm (firms/{firmId}/{collection}) whose date field has
// come by now: what a scheduled job picks up each run (a collection-group query and its index).
import { Timestamp, type Db } from './db';

export interface DueDocument {
  firmId: string;
  id: string;
  data: unknown;
}

export async function dueInEveryFirm(
  db: Db,
  collection: string,
  dateField: string,
  now: Date,
  limit: number,
): Promise<DueDocument[]> {
  const snapshot = await db
    .collectionGroup(collection)
    .where(dateField, '<=', Timestamp.fromDate(now))
    .limit(limit)
    .get();
  return snapshot.docs.flatMap((d) => {
    const firmId = d.ref.parent.parent?.id;
    return firmId ? [{ firmId, id: d.id, data: d.data() }] : [];
  });
}
