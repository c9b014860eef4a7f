// Applies a partial update to a user or entity document and recomputes its derived list fields
// in the same transaction, so the list keys never disagree with the fields they are built from.
import type { Db, DocumentData } from '../platform/db/db';

export async function updateWithListKeys<D extends DocumentData>(
  db: Db,
  path: string,
  patch: Partial<D>,
  derive: (doc: D) => object,
): Promise<void> {
  const ref = db.doc(path);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) {
      // Same failure as a plain update of a missing document.
      tx.update(ref, patch as DocumentData);
      return;
    }
    const merged = { ...(snapshot.data() as D), ...patch };
    tx.update(ref, { ...patch, ...derive(merged) });
  });
}
