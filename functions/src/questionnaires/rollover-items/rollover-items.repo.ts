// Prior-year (rollover) items in the store: firms/{firmId}/rollover_items/{id}, an entity's items
// by tax year (company_id, year) or firm-wide ones (company_id null), each with its line items
// inside it (a handful at most), so an item and its lines change together.
import { Timestamp, type Db } from '../../platform/db/db';
import { inChunks } from '../../platform/db/in-chunks';

export interface LineItemRecord {
  id: string;
  category: string;
  value: string;
}

export interface RolloverItemRecord {
  id: string;
  firmId: string;
  companyId: string | null;
  year: number | null;
  name: string;
  source: 'firm' | 'import';
  doNotRollover: boolean;
  lineItems: LineItemRecord[];
  createdAt: Date;
  createdBy: string | null;
}

interface RolloverItemDoc {
  company_id: string | null;
  year: number | null;
  name: string;
  source: 'firm' | 'import';
  do_not_rollover: boolean;
  line_items: LineItemRecord[];
  created_at: Timestamp;
  created_by: string | null;
}

const path = (firmId: string) => `firms/${firmId}/rollover_items`;

const toDoc = (r: RolloverItemRecord): RolloverItemDoc => ({
  company_id: r.companyId,
  year: r.year,
  name: r.name,
  source: r.source,
  do_not_rollover: r.doNotRollover,
  line_items: r.lineItems,
  created_at: Timestamp.fromDate(r.createdAt),
  created_by: r.createdBy,
});

const fromDoc = (firmId: string, id: string, d: RolloverItemDoc): RolloverItemRecord => ({
  id,
  firmId,
  companyId: d.company_id,
  year: d.year,
  name: d.name,
  source: d.source,
  doNotRollover: d.do_not_rollover,
  lineItems: d.line_items ?? [],
  createdAt: d.created_at.toDate(),
  createdBy: d.created_by,
});

/** Oldest first, as they were added. */
const byCreation = (a: RolloverItemRecord, b: RolloverItemRecord) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

export function rolloverItemsRepo(db: Db) {
  const collection = (firmId: string) => db.collection(path(firmId));

  async function list(firmId: string, companyId: string | null, year: number | null) {
    const snapshot = await collection(firmId)
      .where('company_id', '==', companyId)
      .where('year', '==', year)
      .get();
    return snapshot.docs
      .map((d) => fromDoc(firmId, d.id, d.data() as RolloverItemDoc))
      .sort(byCreation);
  }

  return {
    /** An entity's items for one tax year. */
    listForCompany: (firmId: string, companyId: string, year: number) =>
      list(firmId, companyId, year),

    /**
     * The entities' items for one tax year, oldest first. By entity alone, the year picked here
     * (an entity has a few items a year; the embedded store plans `in` with a second equality
     * badly).
     */
    async listForCompanies(firmId: string, companyIds: string[], year: number) {
      const found = await Promise.all(
        inChunks(companyIds).map((chunk) =>
          collection(firmId).where('company_id', 'in', chunk).get(),
        ),
      );
      return found
        .flatMap((snapshot) =>
          snapshot.docs.map((d) => fromDoc(firmId, d.id, d.data() as RolloverItemDoc)),
        )
        .filter((item) => item.year === year)
        .sort(byCreation);
    },

    /** The firm-wide items. */
    listGlobal: (firmId: string) => list(firmId, null, null),

    async get(firmId: string, id: string): Promise<RolloverItemRecord | null> {
      const snapshot = await collection(firmId).doc(id).get();
      return snapshot.exists ? fromDoc(firmId, id, snapshot.data() as RolloverItemDoc) : null;
    },

    async create(record: RolloverItemRecord): Promise<void> {
      await collection(record.firmId).doc(record.id).create(toDoc(record));
    },

    /**
     * Makes `record` unless an item of its id is there; then `decide` answers that item as it
     * should be, or null to leave it. One transaction, so two makers of one item make it once.
     */
    async createOrChange(
      record: RolloverItemRecord,
      decide: (current: RolloverItemRecord) => RolloverItemRecord | null,
    ): Promise<'created' | 'changed' | 'unchanged'> {
      return db.runTransaction(async (tx) => {
        const ref = collection(record.firmId).doc(record.id);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) {
          tx.create(ref, toDoc(record));
          return 'created';
        }
        const after = decide(fromDoc(record.firmId, record.id, snapshot.data() as RolloverItemDoc));
        if (!after) return 'unchanged';
        tx.set(ref, toDoc(after));
        return 'changed';
      });
    },

    /**
     * Changes one item in a transaction; `decide` answers the item as it should be, or null when
     * it should go. Answers the item afterwards (null when deleted or not there).
     */
    async change(
      firmId: string,
      id: string,
      decide: (current: RolloverItemRecord) => RolloverItemRecord | null,
    ): Promise<{ found: boolean; after: RolloverItemRecord | null }> {
      return db.runTransaction(async (tx) => {
        const ref = collection(firmId).doc(id);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { found: false, after: null };
        const after = decide(fromDoc(firmId, id, snapshot.data() as RolloverItemDoc));
        if (after) tx.set(ref, toDoc(after));
        else tx.delete(ref);
        return { found: true, after };
      });
    },

    /**
     * What a send for `taxYear` asks for again: the entity's items of the year before and the
     * firm-wide ones, except those marked not to roll over.
     */
    async priorYearFor(firmId: string, companyId: string, taxYear: number) {
      const [own, global] = await Promise.all([
        list(firmId, companyId, taxYear - 1),
        list(firmId, null, null),
      ]);
      return [...own, ...global].filter((item) => !item.doNotRollover);
    },
  };
}

export type RolloverItemsRepo = ReturnType<typeof rolloverItemsRepo>;
