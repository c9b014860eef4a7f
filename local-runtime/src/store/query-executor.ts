/**
 * Runs a query: validates it as the backend would, plans one index scan per disjunct, pages
 * through the scan with keyset pagination, and applies Firestore's exact semantics to each row.
 * Every statement of one query runs in one PGlite transaction (which excludes commits), so a
 * query reads at one point in time, as Firestore's do.
 */
import { storeError } from './errors.js';
import { checkIndexes } from './index-check.js';
import { recordIndexUse } from './index-usage.js';
import type { Indexes } from './index-config.js';
import { pathFromNameKey } from './paths.js';
import { planScan, type Scan } from './query-planner.js';
import {
  afterStart,
  beforeEnd,
  compareDocs,
  effectiveOrder,
  flattenAnd,
  hasDisjunction,
  matchesQuery,
  NAME_ORDER_FIELD,
  toDnf,
  type Cursor,
  type FieldFilter,
  type FilterNode,
  type OrderSpec,
  type QuerySpec,
} from './query-model.js';
import type { DocRow, Queryable, Storage, StoredDoc } from './storage.js';
import { checkWellFormedPath, checkWellFormedValue } from './unicode-strings.js';

const MAX_DISJUNCTION_VALUES = 30;
/** 'not-in' takes fewer values than 'in' and 'array-contains-any'. */
const MAX_NOT_IN_VALUES = 10;
const MAX_DISJUNCTIONS = 30;

const OP_NAMES: Record<string, string> = {
  in: 'IN',
  'not-in': 'NOT_IN',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
};

function validateConjunction(filters: FieldFilter[]): void {
  let contains = 0;
  let notIn = 0;
  let notEqual = 0;
  for (const f of filters) {
    if (f.op === 'in' || f.op === 'not-in' || f.op === 'array-contains-any') {
      if (!Array.isArray(f.value) || f.value.length === 0) {
        throw storeError(
          'INVALID_ARGUMENT',
          `A non-empty array is required for '${OP_NAMES[f.op]}' filters.`,
        );
      }
      const n = f.value.length;
      const max = f.op === 'not-in' ? MAX_NOT_IN_VALUES : MAX_DISJUNCTION_VALUES;
      if (n > max) {
        throw storeError(
          'INVALID_ARGUMENT',
          `'${OP_NAMES[f.op]}' supports up to ${max} comparison values.`,
        );
      }
    }
    if (f.op === 'array-contains' || f.op === 'array-contains-any') contains++;
    if (f.op === 'not-in') notIn++;
    if (f.op === '!=') notEqual++;
  }
  if (contains > 1)
    throw storeError(
      'INVALID_ARGUMENT',
      "A maximum of 1 'ARRAY_CONTAINS' filter is allowed per disjunction.",
    );
  if (notIn > 1)
    throw storeError('INVALID_ARGUMENT', "A maximum of 1 'NOT_IN' filter is allowed per query.");
  if (notIn > 0 && notEqual > 0) {
    throw storeError(
      'INVALID_ARGUMENT',
      "'NOT_IN' cannot be used in the same query with 'NOT_EQUAL'.",
    );
  }
}

/**
 * Refuses a query Firestore cannot parse: a lone surrogate in its collection id, a field path or a
 * value (the parent path and document-id values are names, read with U+FFFD instead).
 */
function checkQueryStrings(spec: QuerySpec): void {
  checkWellFormedPath([spec.collectionId], 'a collection id');
  const visit = (node: FilterNode): void => {
    if (node.kind !== 'field') return node.filters.forEach(visit);
    checkWellFormedPath(node.segments);
    checkWellFormedValue(node.value, 'a query value');
  };
  spec.filters.forEach(visit);
  for (const o of spec.orderBy) checkWellFormedPath(o.segments);
  for (const segments of spec.select ?? []) checkWellFormedPath(segments);
  for (const cursor of [spec.startAt, spec.endAt])
    checkWellFormedValue(cursor?.values, 'a cursor value');
}

/** Whether the query holds a string Firestore cannot parse (see checkQueryStrings). */
export function hasUnparseableStrings(spec: QuerySpec): boolean {
  try {
    checkQueryStrings(spec);
    return false;
  } catch {
    return true;
  }
}

function flip(order: OrderSpec[]): OrderSpec[] {
  return order.map((o) => ({ ...o, dir: o.dir === 'asc' ? 'desc' : 'asc' }));
}

function flipCursor(c: Cursor | undefined): Cursor | undefined {
  return c ? { values: c.values, before: !c.before } : undefined;
}

export interface ExecutionPlan {
  order: OrderSpec[];
  startAt?: Cursor;
  endAt?: Cursor;
  scans: Scan[];
}

/** Validates the query and picks its scans; throws what Firestore throws for unservable queries. */
export function planQuery(
  spec: QuerySpec,
  indexes: Indexes,
  ixOf: (scope: string, field: string) => number,
): ExecutionPlan {
  checkQueryStrings(spec);
  let order = effectiveOrder(spec);
  let startAt = spec.startAt;
  let endAt = spec.endAt;
  if (spec.limitType === 'last') {
    // As the SDK does: run the reversed query, then reverse the results.
    order = flip(order);
    [startAt, endAt] = [flipCursor(endAt), flipCursor(startAt)];
  }
  const conjunctions = hasDisjunction(spec.filters)
    ? toDnf(spec.filters)
    : [flattenAnd(spec.filters)];
  for (const filters of conjunctions) validateConjunction(filters);
  // Firestore counts disjunctions in normal form, where each 'in'/'array-contains-any' value is one.
  const disjunctions = conjunctions.reduce(
    (sum, conj) =>
      sum +
      conj.reduce(
        (product, f) =>
          f.op === 'in' || f.op === 'array-contains-any'
            ? product * Math.max(1, Array.isArray(f.value) ? f.value.length : 1)
            : product,
        1,
      ),
    0,
  );
  if (disjunctions > MAX_DISJUNCTIONS) {
    throw storeError(
      'INVALID_ARGUMENT',
      `Invalid Query. The number of disjunctions in the query (${disjunctions}) exceeds the limit of ${MAX_DISJUNCTIONS} in disjunctive normal form.`,
    );
  }
  const scans: Scan[] = [];
  for (const filters of conjunctions) {
    const shape = {
      collectionId: spec.collectionId,
      allDescendants: spec.allDescendants,
      filters,
      order,
    };
    const choice = checkIndexes(shape, indexes);
    recordIndexUse(choice);
    // Cursors bound every scan: each scan walks the query's order.
    scans.push(
      ...planScan({
        ...shape,
        collectionPath: spec.collectionPath,
        choice,
        ixOf,
        ...(startAt ? { startAt } : {}),
        ...(endAt ? { endAt } : {}),
      }),
    );
  }
  return { order, ...(startAt ? { startAt } : {}), ...(endAt ? { endAt } : {}), scans };
}

interface Row {
  name: string;
  k: string;
}

/** A row of a documents-table scan read with its document (Scan.docsSql). */
type DocScanRow = Row & Omit<DocRow, 'name'>;

async function scanRows(
  db: Queryable,
  scan: Scan,
  limit: number | undefined,
  after: Row | undefined,
  skip = 0,
  withDocs = false,
): Promise<Row[]> {
  const params = [...scan.params];
  let keyset = '';
  if (after && scan.keyset !== 'none') {
    const cmp = scan.desc ? '<' : '>';
    if (scan.keyset === 'value') {
      params.push(after.k, after.name);
      keyset = `AND (x.value, x.name) ${cmp} (decode($${params.length - 1}, 'hex'), $${params.length})`;
    } else {
      params.push(after.name);
      keyset = `AND x.name ${cmp} $${params.length}`;
    }
  }
  const sql =
    ((withDocs && scan.docsSql) || scan.sql).replace('__KEYSET__', keyset) +
    (limit !== undefined ? ` LIMIT ${limit}` : '') +
    (skip > 0 ? ` OFFSET ${skip}` : '');
  const r = await db.query<Row>(sql, params);
  return r.rows;
}

/** A scan row's document path: collection-scoped entries carry only the id. */
function rowPath(scan: Scan, spec: QuerySpec, name: string): string {
  return scan.nameIsId ? `${spec.collectionPath}/${name}` : pathFromNameKey(name);
}

/** Reads one ordered scan until `need` documents pass the query (or the scan or end cursor ends). */
async function collectOrdered(
  storage: Storage,
  db: Queryable,
  spec: QuerySpec,
  plan: ExecutionPlan,
  scan: Scan,
  need: number,
  accept: (doc: StoredDoc) => boolean,
  fields?: string[],
  startAfter?: Row,
): Promise<StoredDoc[]> {
  const { order, endAt } = plan;
  const results: StoredDoc[] = [];
  let batch = Number.isFinite(need) ? Math.min(Math.max(need + 1, 16), 2000) : 2000;
  let last: Row | undefined = startAfter;
  // Whole documents straight from a documents-table scan; else the scan's names, then them.
  const withDocs = fields === undefined && scan.docsSql !== undefined;
  for (;;) {
    const rows = await scanRows(db, scan, batch, last, 0, withDocs);
    const docs = withDocs
      ? new Map(
          (rows as DocScanRow[]).map((r) => {
            const doc = storage.rowToDoc(r);
            return [doc.path, doc];
          }),
        )
      : await storage.getDocs(
          rows.map((r) => rowPath(scan, spec, r.name)),
          db,
          fields,
        );
    for (const row of rows) {
      const doc = docs.get(rowPath(scan, spec, row.name));
      if (!doc) continue;
      // Rows arrive in query order: past the end cursor, nothing later can match.
      if (endAt && !beforeEnd(doc, endAt, order) && matchesQuery(doc, spec.filters, order))
        return results;
      if (accept(doc)) results.push(doc);
      if (results.length >= need) return results;
    }
    last = rows[rows.length - 1];
    if (rows.length < batch) return results;
    batch = Math.min(batch * 2, 5000);
  }
}

/**
 * Whether a query's offset can be skipped in the index: one exact scan (no residual filter, see
 * projectedFields) with no cursors, which can continue after a row it read.
 */
function canSkipInIndex(plan: ExecutionPlan, scan: Scan, fields: string[] | undefined): boolean {
  return fields !== undefined && !plan.startAt && !plan.endAt && scan.keyset !== 'none';
}

/**
 * The top-level fields to read for a select() query whose scans alone decide membership (no
 * residual filter check needs the other fields): the selected ones and those the order compares.
 */
function projectedFields(spec: QuerySpec, plan: ExecutionPlan): string[] | undefined {
  if (!spec.select || !plan.scans.every((s) => s.exact)) return undefined;
  // Only the names (a bare select() down one ordered scan): the index alone answers, no field read.
  const [only, ...more] = plan.scans;
  const namesOnly = spec.select.every((segments) => segments.join('.') === NAME_ORDER_FIELD);
  if (namesOnly && only?.ordered && more.length === 0 && !plan.startAt && !plan.endAt) return [];
  const fields = new Set(spec.select.map((segments) => segments[0] as string));
  for (const o of plan.order) if (o.field !== NAME_ORDER_FIELD) fields.add(o.segments[0] as string);
  return [...fields];
}

/**
 * Runs the query and returns its result documents in order: inside the caller's PGlite
 * transaction when one is given (a commit re-checking a transaction's queries), else in one of its
 * own.
 */
export function executeQuery(
  storage: Storage,
  spec: QuerySpec,
  db?: Queryable,
): Promise<StoredDoc[]> {
  return db
    ? runQuery(storage, spec, db)
    : storage.pg.transaction((tx) => runQuery(storage, spec, tx));
}

async function runQuery(storage: Storage, spec: QuerySpec, db: Queryable): Promise<StoredDoc[]> {
  const plan = planQuery(
    spec,
    storage.indexes,
    (scope, field) => storage.ids.get(scope, field) ?? -1,
  );
  const { order, startAt, endAt } = plan;
  const fields = projectedFields(spec, plan);
  const accept = (doc: StoredDoc): boolean =>
    (fields !== undefined || matchesQuery(doc, spec.filters, order)) &&
    afterStart(doc, startAt, order) &&
    beforeEnd(doc, endAt, order);
  const offset = spec.offset ?? 0;
  const need = spec.limit !== undefined ? offset + spec.limit : Infinity;
  let results: StoredDoc[];
  const [only] = plan.scans;
  if (
    plan.scans.length === 1 &&
    only?.ordered &&
    offset > 0 &&
    spec.limit !== undefined &&
    spec.limitType !== 'last' &&
    canSkipInIndex(plan, only, fields)
  ) {
    // A page further down a list the index alone decides: skip the rows before it in SQL,
    // without reading their documents, then read the page.
    const [before] = await scanRows(db, only, 1, undefined, offset - 1);
    results = before
      ? await collectOrdered(storage, db, spec, plan, only, spec.limit, accept, fields, before)
      : [];
    return results;
  } else if (plan.scans.length === 1 && only?.ordered) {
    results = await collectOrdered(storage, db, spec, plan, only, need, accept, fields);
  } else if (plan.scans.every((s) => s.ordered)) {
    // Each scan walks the query's order ('in' prefixes, OR branches): the first `need` results
    // overall are among each scan's first `need`, so read only those and merge them.
    const merged = new Map<string, StoredDoc>();
    for (const s of plan.scans) {
      for (const doc of await collectOrdered(storage, db, spec, plan, s, need, accept, fields))
        merged.set(doc.path, doc);
    }
    results = [...merged.values()].sort((a, b) => compareDocs(a, b, order));
  } else {
    const names = new Set<string>();
    for (const s of plan.scans)
      for (const row of await scanRows(db, s, undefined, undefined))
        names.add(rowPath(s, spec, row.name));
    const docs = await storage.getDocs([...names], db, fields);
    results = [...docs.values()].filter(accept).sort((a, b) => compareDocs(a, b, order));
  }
  results = results.slice(offset, Number.isFinite(need) ? need : undefined);
  if (spec.limitType === 'last') results.reverse();
  return results;
}

/**
 * The commit sequence of each document the query answers, by path: what a transaction's end
 * compares. A whole collection (no filter, order, cursor or limit) is read from its names alone.
 */
export async function querySeqs(
  storage: Storage,
  spec: QuerySpec,
  db: Queryable,
): Promise<Map<string, number>> {
  const whole =
    !spec.allDescendants &&
    spec.filters.length === 0 &&
    spec.orderBy.length === 0 &&
    spec.limit === undefined &&
    !spec.offset &&
    !spec.startAt &&
    !spec.endAt;
  if (whole) {
    const r = await db.query<{ name: string; seq: number }>(
      'SELECT name, seq FROM documents WHERE parent = $1',
      [spec.collectionPath],
    );
    return new Map(r.rows.map((row) => [pathFromNameKey(row.name), Number(row.seq)]));
  }
  const docs = await executeQuery(storage, spec, db);
  return new Map(docs.map((d) => [d.path, d.seq]));
}

/** count(): in SQL when the scan alone decides membership, else by running the query. */
export async function countQuery(storage: Storage, spec: QuerySpec): Promise<number> {
  const plan = planQuery(
    spec,
    storage.indexes,
    (scope, field) => storage.ids.get(scope, field) ?? -1,
  );
  const scan = plan.scans[0];
  if (plan.scans.length === 1 && scan?.exact) {
    const inner = scan.sql.replace('__KEYSET__', '').replace(/ ORDER BY [^)]*$/, '');
    const r = await storage.pg.query<{ n: number }>(
      `SELECT count(*)::int4 AS n FROM (${inner}) s`,
      scan.params,
    );
    const n = Math.max(0, (r.rows[0]?.n ?? 0) - (spec.offset ?? 0));
    return spec.limit !== undefined ? Math.min(n, spec.limit) : n;
  }
  return (await executeQuery(storage, spec)).length;
}
