// Brings derived fields (list keys, search tokens, sort fields) of every record of some firm
// collections up to date when the way an area derives them changes: a store written before the
// change would otherwise miss from lists the records it holds. A data migration of the area's
// (platform/migrations), run once per version by the migrations registry.
import { FieldValue, type Db, type DbDocumentReference } from './db';

/** Writes per batch, under Firestore's 500. */
const BATCH_SIZE = 400;
/** Bytes per batch (roughly, as JSON), well under Firestore's 10 MiB request: key arrays are large. */
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * What one record's derived fields should be today, from its stored data (a field left out is
 * removed); it may read what else the record keeps.
 */
export type Derive = (id: string, data: unknown) => object | Promise<object>;

export interface DerivedFieldsPlan {
  /** The derived field names compared and rewritten. */
  fields: string[];
  /** Per firm collection name: how its records derive (may read what it needs first). */
  collections: Record<string, (firmId: string) => Promise<Derive> | Derive>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Update = [DbDocumentReference, Record<string, unknown>];

/** The updates in runs of at most BATCH_SIZE writes and about BATCH_BYTES. */
function* batchesOf(updates: Update[]): Generator<Update[]> {
  let chunk: Update[] = [];
  let bytes = 0;
  for (const update of updates) {
    const size = JSON.stringify(update[1]).length;
    if (chunk.length && (chunk.length === BATCH_SIZE || bytes + size > BATCH_BYTES)) {
      yield chunk;
      chunk = [];
      bytes = 0;
    }
    chunk.push(update);
    bytes += size;
  }
  if (chunk.length) yield chunk;
}

/** Rewrites stale derived fields; answers how many records changed (0 when already current). */
export async function refreshDerivedFields(db: Db, plan: DerivedFieldsPlan): Promise<number> {
  const updates: Update[] = [];
  for (const firm of await db.collection('firms').listDocuments()) {
    for (const [name, deriveFor] of Object.entries(plan.collections)) {
      const derive = await deriveFor(firm.id);
      const snapshot = await db.collection(`firms/${firm.id}/${name}`).get();
      for (const doc of snapshot.docs) {
        const current = doc.data();
        const fresh = (await derive(doc.id, current)) as Record<string, unknown>;
        const stale = plan.fields.filter((field) => !same(current[field], fresh[field]));
        if (stale.length)
          updates.push([
            doc.ref,
            Object.fromEntries(
              stale.map((f) => [f, fresh[f] === undefined ? FieldValue.delete() : fresh[f]]),
            ),
          ]);
      }
    }
  }
  for (const chunk of batchesOf(updates)) {
    const batch = db.batch();
    for (const [ref, fields] of chunk) batch.update(ref, fields);
    await batch.commit();
  }
  return updates.length;
}
