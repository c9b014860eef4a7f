// What every repo of firm-scoped records does over its collection, given its one mapping between
// record and stored document: read one or many (also inside a transaction), create, and update so
// that only the fields a change touches are written, derived fields (which the mapping computes)
// included.
import { changedFields } from './changed-fields';
import type { Db, DbTransaction, DocumentData } from './db';

interface FirmScoped {
  id: string;
  firmId: string;
}

export interface RecordMapping<R extends FirmScoped, D extends DocumentData> {
  path: (firmId: string) => string;
  toDoc: (record: R) => D;
  fromDoc: (firmId: string, id: string, doc: D) => R;
}

/** What an update may change: anything but which record it is and when it was created. */
export type RecordPatch<R> = Partial<Omit<R, 'id' | 'firmId' | 'createdAt'>>;

interface StoredDoc {
  id: string;
  exists?: boolean;
  data(): unknown;
}

export function recordCollection<R extends FirmScoped, D extends DocumentData>(
  db: Db,
  { path, toDoc, fromDoc }: RecordMapping<R, D>,
) {
  const ref = (firmId: string, id: string) => db.doc(`${path(firmId)}/${id}`);
  const collection = (firmId: string) => db.collection(path(firmId));
  /** The records of the documents that exist, in their order. */
  const records = (firmId: string, docs: StoredDoc[]): R[] =>
    docs.filter((d) => d.exists !== false).map((d) => fromDoc(firmId, d.id, d.data() as D));

  async function read(tx: DbTransaction, firmId: string, id: string): Promise<R | null> {
    return records(firmId, [await tx.get(ref(firmId, id))])[0] ?? null;
  }

  /** Inside `tx`, after its reads: writes the fields `patch` changes (and what derives from them). */
  function update(tx: DbTransaction, current: R, patch: RecordPatch<R>): R {
    const next: R = { ...current, ...patch };
    const changes = changedFields(toDoc(current), toDoc(next));
    if (Object.keys(changes).length > 0) tx.update(ref(current.firmId, current.id), changes);
    return next;
  }

  return {
    collection,
    records,
    async get(firmId: string, id: string): Promise<R | null> {
      return records(firmId, [await ref(firmId, id).get()])[0] ?? null;
    },
    async getMany(firmId: string, ids: string[]): Promise<R[]> {
      if (ids.length === 0) return [];
      return records(firmId, await db.getAll(...ids.map((id) => ref(firmId, id))));
    },
    read,
    /** Inside a transaction: the records that exist among `ids`, in their order. */
    async readMany(tx: DbTransaction, firmId: string, ids: string[]): Promise<R[]> {
      if (ids.length === 0) return [];
      return records(firmId, await tx.getAll(...ids.map((id) => ref(firmId, id))));
    },
    /** Inside a transaction, after its reads: a new record (fails if the id exists). */
    insert(tx: DbTransaction, record: R): void {
      tx.create(ref(record.firmId, record.id), toDoc(record));
    },
    update,
    async create(record: R): Promise<void> {
      await ref(record.firmId, record.id).create(toDoc(record));
    },
    /**
     * Applies a change to the record as stored now, in its own transaction (a function decides it
     * from the current record); null when there is no such record.
     */
    async patch(
      firmId: string,
      id: string,
      patch: RecordPatch<R> | ((current: R) => RecordPatch<R>),
    ): Promise<R | null> {
      return db.runTransaction(async (tx) => {
        const current = await read(tx, firmId, id);
        if (!current) return null;
        return update(tx, current, typeof patch === 'function' ? patch(current) : patch);
      });
    },
  };
}
