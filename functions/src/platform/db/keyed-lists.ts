// Pages of a keyed list over one collection (the Users, Entities and questionnaire overview lists):
// every filter combination a list offers is folded into one array of derived keys on each record,
// so a page is, per key group, one array-contains(-any) plus one orderBy, served by the composite
// indexes declared in firestore.indexes.json. The owning repos run these on their collections.
import {
  Timestamp,
  type DbCollectionReference,
  type DbQuery,
  type DbQueryDocumentSnapshot,
} from './db';

export interface ListRequest {
  /** The record's array of derived keys the query looks in. */
  keysField: string;
  /**
   * Disjoint key lists (one per firm group): a row matches when it carries any key of a list, and
   * no row matches two lists, so each list is queried and counted on its own and the pages merged.
   */
  keys: string[][];
  sortField: string;
  descending: boolean;
  /** The fields a page's rows are read with; all of them when absent. */
  select?: string[];
  /**
   * Fields that must also equal a value, checked on the rows the keys find (a search's advisor
   * and entity type filters) among at most MAX_CHECKED_ROWS of them, newest (or oldest) first.
   */
  alsoEqual?: { field: string; value: string | number | boolean }[];
  /** A field that must contain a text (a search term longer than its token), checked likewise. */
  alsoContaining?: { field: string; text: string };
  /** An array field that must hold one of the values (a search's tag filter), checked likewise. */
  alsoHoldingAnyOf?: { field: string; values: string[] };
  /**
   * Other checked requests that find exactly the same rows (a search with a tag filter: the tag's
   * rows, checked for the term; a long term looked up by another of its pieces). Whichever way's
   * keys find fewest rows, counted from the index alone, is the one read: a common term with a
   * rare tag checks the tag's few rows, 'Garcia Holdings' reads the rows of 'cia ho'.
   */
  sameRowsAs?: ListRequest[];
  /**
   * The order the index is scanned in when it is not the sort (a search's keys are indexed by one
   * field only): the rows found, at most MAX_CHECKED_ROWS, are then sorted by the sort field.
   */
  scanOrder?: { field: string; descending: boolean };
}

/** Whether the rows the keys find are checked further before they are paged and counted. */
const isChecked = (req: ListRequest) =>
  Boolean(req.alsoEqual?.length || req.alsoContaining || req.alsoHoldingAnyOf || req.scanOrder);

/** How many rows a search with further checks reads to check them (docs/decisions/people.md). */
export const MAX_CHECKED_ROWS = 2000;

export interface PageRequest {
  offset: number;
  limit: number;
}

/** `only_ids` answers at most this many ids (the bulk "select all" of a filtered list). */
export const MAX_LISTED_IDS = 1000;

type Snapshot = DbQueryDocumentSnapshot;

const sortable = (value: unknown) =>
  value instanceof Timestamp ? value.toMillis() : (value as string | number);

/** The store's order: the sort field, then the document id, both in the query's direction. */
function byListOrder(req: ListRequest) {
  return (a: Snapshot, b: Snapshot) => {
    const va = sortable(a.get(req.sortField));
    const vb = sortable(b.get(req.sortField));
    const c = va < vb ? -1 : va > vb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return req.descending ? -c : c;
  };
}

// One key is an array-contains: the same rows, and a store counts it from the index alone.
const query = (collection: DbCollectionReference, req: ListRequest, keys: string[]): DbQuery => {
  const order = req.scanOrder ?? { field: req.sortField, descending: req.descending };
  return collection
    .where(
      req.keysField,
      keys.length === 1 ? 'array-contains' : 'array-contains-any',
      keys.length === 1 ? keys[0] : keys,
    )
    .orderBy(order.field, order.descending ? 'desc' : 'asc');
};

/**
 * The rows the keys find that also pass the further checks, in list order: read with only the
 * fields the checks and the order need (a row's key arrays are large).
 */
async function checkedRows(collection: DbCollectionReference, request: ListRequest) {
  const req = await cheaperWay(collection, request);
  const checks = req.alsoEqual ?? [];
  const containing = req.alsoContaining;
  const holding = req.alsoHoldingAnyOf;
  const fields = [
    req.sortField,
    ...(req.scanOrder ? [req.scanOrder.field] : []),
    ...checks.map((check) => check.field),
    ...(containing ? [containing.field] : []),
    ...(holding ? [holding.field] : []),
  ];
  const parts = await Promise.all(
    req.keys.map((keys) =>
      query(collection, req, keys)
        .select(...new Set(fields))
        .limit(MAX_CHECKED_ROWS)
        .get(),
    ),
  );
  return parts
    .flatMap((p) => p.docs)
    .filter((doc) => checks.every(({ field, value }) => doc.get(field) === value))
    .filter(
      (doc) => !containing || String(doc.get(containing.field) ?? '').includes(containing.text),
    )
    .filter((doc) => !holding || holdsAnyOf(doc.get(holding.field), holding.values))
    .sort(byListOrder(req));
}

const holdsAnyOf = (value: unknown, values: string[]) =>
  Array.isArray(value) && value.some((v) => values.includes(v as string));

/** The rows [offset, offset + limit) of the merged lists. */
export async function listPage(
  collection: DbCollectionReference,
  req: ListRequest,
  { offset, limit }: PageRequest,
  idsOnly = false,
): Promise<Snapshot[]> {
  if (isChecked(req)) {
    const rows = (await checkedRows(collection, req)).slice(offset, offset + limit);
    return idsOnly ? rows : readRows(rows, req.select);
  }
  const [only] = req.keys;
  // Ids of one list need no field; several lists are merged on the sort field.
  const shaped = (q: DbQuery) => (idsOnly ? q.select() : req.select ? q.select(...req.select) : q);
  if (req.keys.length === 1 && only)
    return (
      await shaped(query(collection, req, only))
        .offset(offset)
        .limit(limit)
        .get()
    ).docs;
  // Several lists: merged on the sort field alone, then only the page's rows are read.
  const parts = await Promise.all(
    req.keys.map((keys) =>
      query(collection, req, keys)
        .select(req.sortField)
        .limit(offset + limit)
        .get(),
    ),
  );
  const page = parts
    .flatMap((p) => p.docs)
    .sort(byListOrder(req))
    .slice(offset, offset + limit);
  return idsOnly ? page : readRows(page, req.select);
}

/** The rows again, read whole or with the chosen fields, in the same order. */
async function readRows(rows: Snapshot[], fields: string[] | undefined): Promise<Snapshot[]> {
  const [first] = rows;
  if (!first) return [];
  const refs = rows.map((row) => row.ref);
  const docs = fields
    ? await first.ref.firestore.getAll(...refs, { fieldMask: fields })
    : await first.ref.firestore.getAll(...refs);
  return docs.filter((doc) => doc.exists) as Snapshot[];
}

/** How many rows the keys find, before any further check: from the index alone. */
async function keyedCount(collection: DbCollectionReference, req: ListRequest): Promise<number> {
  const counts = await Promise.all(
    req.keys.map(async (keys) => (await query(collection, req, keys).count().get()).data().count),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** The request, or the same-rows alternative whose keys find fewest rows (the first on a tie). */
async function cheaperWay(collection: DbCollectionReference, req: ListRequest) {
  const ways = [req, ...(req.sameRowsAs ?? [])];
  if (ways.length === 1) return req;
  const counts = await Promise.all(ways.map((way) => keyedCount(collection, way)));
  let best = 0;
  for (let i = 1; i < ways.length; i++) if (counts[i]! < counts[best]!) best = i;
  return ways[best]!;
}

export async function listCount(
  collection: DbCollectionReference,
  req: ListRequest,
): Promise<number> {
  if (isChecked(req)) return (await checkedRows(collection, req)).length;
  return keyedCount(collection, req);
}

export async function listIds(
  collection: DbCollectionReference,
  req: ListRequest,
): Promise<string[]> {
  const docs = await listPage(collection, req, { offset: 0, limit: MAX_LISTED_IDS }, true);
  return docs.map((d) => d.id);
}

/**
 * A page and, when asked, the count of all matching rows. A checked request reads its candidate
 * rows once for both (the check decides the page and the count alike).
 */
export async function listPageAndCount(
  collection: DbCollectionReference,
  req: ListRequest,
  { offset, limit }: PageRequest,
  withCount: boolean,
): Promise<{ rows: Snapshot[]; total?: number }> {
  if (isChecked(req)) {
    const checked = await checkedRows(collection, req);
    const rows = await readRows(checked.slice(offset, offset + limit), req.select);
    return withCount ? { rows, total: checked.length } : { rows };
  }
  const [rows, total] = await Promise.all([
    listPage(collection, req, { offset, limit }),
    withCount ? listCount(collection, req) : undefined,
  ]);
  return total === undefined ? { rows } : { rows, total };
}

/** Every key of a record: one option of each part, joined with '|' ("a:x|g:*|s:1"). */
export function keyCombinations(parts: string[][]): string[] {
  return parts.reduce<string[]>(
    (acc, options) => acc.flatMap((head) => options.map((o) => (head ? `${head}|${o}` : o))),
    [''],
  );
}
