// Brings the derived list fields of every user and entity up to date when the way they are derived
// changes (LIST_FIELDS_VERSION): a store written before the change would otherwise miss from
// searches the records it holds. Once per store, recorded in meta/list_fields; the local runtime
// runs it at start, and a deploy that changes the version runs it once (docs/decisions.md).
import type { Db, DbDocumentReference } from '../../platform/db/db';
import { fromCompanyDoc, toCompanyDoc, type CompanyDoc } from '../entities/companies.repo';
import { fromUserDoc, toUserDoc, type UserDoc } from '../users/users.repo';
import type { ListKeyFields } from './list-keys';

/** Raise when list-keys.ts or search-tokens.ts derives different fields. */
export const LIST_FIELDS_VERSION = 4;

const DERIVED: (keyof ListKeyFields)[] = ['list_keys', 'search_keys', 'search_text', 'sort_name'];
/** Writes per batch, under Firestore's 500. */
const BATCH_SIZE = 400;
/** Bytes per batch (roughly, as JSON), well under Firestore's 10 MiB request: key arrays are large. */
const BATCH_BYTES = 4 * 1024 * 1024;

type Derive = (firmId: string, id: string, data: unknown) => Partial<ListKeyFields>;

const COLLECTIONS: [string, Derive][] = [
  ['users', (firmId, id, data) => toUserDoc(fromUserDoc(firmId, id, data as UserDoc))],
  ['companies', (firmId, id, data) => toCompanyDoc(fromCompanyDoc(firmId, id, data as CompanyDoc))],
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The derived fields that differ from what the record would get today. */
function staleFields(current: Record<string, unknown>, fresh: Partial<ListKeyFields>) {
  const fields = DERIVED.filter((field) => !same(current[field], fresh[field]));
  return Object.fromEntries(fields.map((field) => [field, fresh[field]]));
}

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
export async function refreshListFields(db: Db): Promise<number> {
  const marker = db.doc('meta/list_fields');
  if ((await marker.get()).data()?.version === LIST_FIELDS_VERSION) return 0;
  const updates: Update[] = [];
  for (const firm of await db.collection('firms').listDocuments()) {
    for (const [name, derive] of COLLECTIONS) {
      const snapshot = await db.collection(`firms/${firm.id}/${name}`).get();
      for (const doc of snapshot.docs) {
        const stale = staleFields(doc.data(), derive(firm.id, doc.id, doc.data()));
        if (Object.keys(stale).length) updates.push([doc.ref, stale]);
      }
    }
  }
  for (const chunk of batchesOf(updates)) {
    const batch = db.batch();
    for (const [ref, fields] of chunk) batch.update(ref, fields);
    await batch.commit();
  }
  await marker.set({ version: LIST_FIELDS_VERSION });
  return updates.length;
}
