/**
 * Turns one conjunction of a query into a single index range scan (SQL over `entries` or
 * `documents`), choosing the index the way Firestore does (see index-check.ts).
 */
import type { Composite } from './index-config.js';
import { type IndexChoice, orderedFields } from './index-check.js';
import { CONTAINS_PREFIX, compositeField, groupScope } from './index-entries.js';
import { lastSegment, nameKey } from './paths.js';
import {
  NAME_ORDER_FIELD,
  cursorPath,
  type Cursor,
  type FieldFilter,
  type OrderSpec,
} from './query-model.js';
import { encodeValue, truncateKey, typeClassEnd, typeClassStart } from './value-encoding.js';

/** A scan yields document names; `ordered` says whether it yields them in the query's order. */
export interface Scan {
  /** SQL returning rows {name, k} where k is the keyset column (hex value or name). */
  sql: string;
  params: unknown[];
  ordered: boolean;
  /** How to continue after the last row: by (value, name) or by name alone. */
  keyset: 'value' | 'name' | 'none';
  desc: boolean;
  /** Rows name documents by id (collection-scoped entries) rather than by full name key. */
  nameIsId: boolean;
  /** True when the SQL alone decides membership (no residual check needed): counts run in SQL. */
  exact?: boolean;
  /**
   * A scan of the documents table itself: `docsSql` answers each row's document too (data,
   * times, seq), so a whole-document read needs no second statement.
   */
  docsSql?: string;
}

export interface PlanInput {
  collectionPath: string;
  collectionId: string;
  allDescendants: boolean;
  filters: FieldFilter[];
  order: OrderSpec[];
  startAt?: Cursor;
  endAt?: Cursor;
  choice: IndexChoice;
  /** The entry-key integer of (scope, field); -1 when nothing was ever indexed there. */
  ixOf: (scope: string, field: string) => number;
}

interface Bounds {
  lo?: string;
  hi?: string;
}

const HI_PAD = 'ffffffff';

function keyFor(v: unknown): string {
  return truncateKey(encodeValue(v));
}

/** Inclusive key bounds implied by the filters on one field (exactness is left to the residual check). */
function boundsFor(filters: FieldFilter[]): Bounds {
  const b: Bounds = {};
  const raise = (lo: string): void => {
    if (b.lo === undefined || lo > b.lo) b.lo = lo;
  };
  const lower = (hi: string): void => {
    if (b.hi === undefined || hi < b.hi) b.hi = hi;
  };
  for (const f of filters) {
    switch (f.op) {
      case '==': {
        const k = keyFor(f.value);
        raise(k);
        lower(k);
        break;
      }
      case 'in': {
        const keys = (f.value as unknown[]).map(keyFor).sort();
        raise(keys[0] as string);
        lower(keys[keys.length - 1] as string);
        break;
      }
      case '<':
      case '<=': {
        const k = keyFor(f.value);
        raise(typeClassStart(k));
        lower(k);
        break;
      }
      case '>':
      case '>=': {
        const k = keyFor(f.value);
        raise(k);
        lower(typeClassEnd(k));
        break;
      }
      case '!=':
      case 'not-in':
        raise('20');
        break;
      default:
        break;
    }
  }
  return b;
}

function scopeOf(p: PlanInput): string {
  return p.allDescendants ? groupScope(p.collectionId) : p.collectionPath;
}

/** Adds a cursor's first value as an inclusive key bound (the residual check applies it exactly). */
function cursorBound(cursor: Cursor | undefined, order: OrderSpec | undefined): string | undefined {
  if (!cursor || !order || cursor.values.length === 0) return undefined;
  if (order.field === NAME_ORDER_FIELD) return undefined;
  return keyFor(cursor.values[0]);
}

export function planScan(p: PlanInput): Scan[] {
  const scans = chooseScans(p);
  // Only equality-type filters, answered by the index itself, make the scan exact.
  const exactOps = new Set(['==', 'array-contains', 'in', 'array-contains-any']);
  const equalitiesOnly = p.filters.every((f) => exactOps.has(f.op) && f.field !== NAME_ORDER_FIELD);
  const nameOnly = p.order.every((o) => o.field === NAME_ORDER_FIELD);
  const noCursor = p.startAt === undefined && p.endAt === undefined;
  const singleValued = p.filters.every((f) => f.op === '==' || f.op === 'array-contains');
  const exact =
    noCursor && equalitiesOnly && (nameOnly || (p.choice.kind !== 'single' && singleValued));
  for (const scan of scans) scan.exact = exact;
  return scans;
}

function chooseScans(p: PlanInput): Scan[] {
  if (p.choice.kind === 'composite') return compositeScan(p, p.choice.index, p.choice.reversed);
  if (p.choice.kind === 'merge') return mergeScans(p, p.choice.indexes, p.choice.reversed);
  const first = orderedFields(p)[0];
  if (first) return [fieldScan(p, first)];
  return [nameScan(p)];
}

function fieldScan(p: PlanInput, o: OrderSpec): Scan {
  const params: unknown[] = [p.ixOf(scopeOf(p), o.field)];
  const where = ['x.ix = $1'];
  const b = boundsFor(p.filters.filter((f) => f.field === o.field));
  const desc = o.dir === 'desc';
  const startKey = cursorBound(p.startAt, o);
  const endKey = cursorBound(p.endAt, o);
  let lo = b.lo;
  let hi = b.hi;
  if (startKey !== undefined) {
    if (!desc && (lo === undefined || startKey > lo)) lo = startKey;
    if (desc && (hi === undefined || startKey < hi)) hi = startKey;
  }
  if (endKey !== undefined) {
    if (!desc && (hi === undefined || endKey < hi)) hi = endKey;
    if (desc && (lo === undefined || endKey > lo)) lo = endKey;
  }
  if (lo !== undefined) {
    params.push(lo);
    where.push(`value >= decode($${params.length}, 'hex')`);
  }
  if (hi !== undefined) {
    params.push(hi);
    where.push(`value <= decode($${params.length}, 'hex')`);
  }
  const nameOrder = p.order.find((x) => x.field === NAME_ORDER_FIELD);
  // The single-field index pairs value order with name order in the same direction.
  const ordered = nameOrder === undefined || nameOrder.dir === o.dir;
  const dir = desc ? 'DESC' : 'ASC';
  return {
    sql: `SELECT name, encode(value, 'hex') AS k FROM entries x WHERE ${where.join(' AND ')} __KEYSET__ ORDER BY value ${dir}, name ${dir}`,
    params,
    ordered,
    keyset: 'value',
    desc,
    nameIsId: !p.allDescendants,
  };
}

/** A composite's equality prefixes ('in' values multiply them) and the range after them. */
interface CompositeRange {
  prefixes: string[];
  /** Bounds of the rest of the key, in the index's key space ('' and undefined: unbounded). */
  lo: string;
  hi: string | undefined;
}

/**
 * The prefixes of a composite's equality fields (its first `prefixLength` fields, or as many as
 * the query constrains by equality), and the bounds the next field's filters and the first
 * cursor value put on the rest of the key.
 */
function compositeRange(
  p: PlanInput,
  index: Composite,
  reversed: boolean,
  prefixLength?: number,
): CompositeRange {
  let prefixes = [''];
  let i = 0;
  for (; i < (prefixLength ?? index.fields.length); i++) {
    const f = index.fields[i];
    if (!f) break;
    const eq = p.filters.find(
      (x) =>
        x.field === f.path &&
        (f.contains
          ? x.op === 'array-contains' || x.op === 'array-contains-any'
          : x.op === '==' || x.op === 'in'),
    );
    if (!eq) break;
    const values =
      eq.op === 'in' || eq.op === 'array-contains-any' ? (eq.value as unknown[]) : [eq.value];
    const keys = [...new Set(values.map(keyFor))].map((k) =>
      f.order === 'DESCENDING' ? invert(k) : k,
    );
    prefixes = prefixes.flatMap((pre) => keys.map((k) => pre + k));
  }
  const next = index.fields[i];
  const nextOrder = p.order.find((o) => next && o.field === next.path);
  let lo = '';
  let hi: string | undefined;
  if (!reversed && next && !next.contains) {
    // Bounds in ascending key space: filters on the field, plus the first cursor value.
    const b = boundsFor(p.filters.filter((f) => f.field === next.path));
    const cursorOrder = p.order[0] === nextOrder ? nextOrder : undefined;
    const startKey = cursorBound(p.startAt, cursorOrder);
    const endKey = cursorBound(p.endAt, cursorOrder);
    const descending = next.order === 'DESCENDING';
    let min = b.lo;
    let max = b.hi;
    // The query walks this field in the index's direction: a start cursor bounds the near end.
    const near = startKey;
    const far = endKey;
    if (!descending) {
      if (near !== undefined && (min === undefined || near > min)) min = near;
      if (far !== undefined && (max === undefined || far < max)) max = far;
      lo = min ?? '';
      hi = max;
    } else {
      if (near !== undefined && (max === undefined || near < max)) max = near;
      if (far !== undefined && (min === undefined || far > min)) min = far;
      // Descending keys are inverted: the largest value comes first.
      lo = max !== undefined ? invert(max) : '';
      hi = min !== undefined ? invert(min) : undefined;
    }
  }
  return { prefixes, lo, hi };
}

/** The SQL range of one prefix: the rest bounded by lo/hi, else the whole prefix. */
function rangeSql(column: string, pre: string, r: CompositeRange, params: unknown[]): string {
  params.push(pre + r.lo);
  let range = `${column} >= decode($${params.length}, 'hex')`;
  if (r.hi !== undefined) {
    params.push(pre + r.hi + HI_PAD);
    range += ` AND ${column} < decode($${params.length}, 'hex')`;
  } else if (pre !== '') {
    params.push(prefixEnd(pre));
    range += ` AND ${column} < decode($${params.length}, 'hex')`;
  }
  return range;
}

/**
 * One scan per equality prefix ('in' values multiply prefixes). Each prefix's range is ordered by
 * the remaining index fields, i.e. in query order, so the executor merges the scans' heads.
 */
function compositeScan(p: PlanInput, index: Composite, reversed: boolean): Scan[] {
  const ix = p.ixOf(scopeOf(p), compositeField(index));
  const r = compositeRange(p, index, reversed);
  return r.prefixes.map((pre): Scan => {
    const params: unknown[] = [ix];
    const range = rangeSql('x.value', pre, r, params);
    return {
      sql: `SELECT name, encode(value, 'hex') AS k FROM entries x WHERE x.ix = $1 AND ${range} __KEYSET__ ORDER BY value ${reversed ? 'DESC' : 'ASC'}`,
      params,
      ordered: true,
      keyset: 'value',
      desc: reversed,
      nameIsId: !p.allDescendants,
    };
  });
}

/**
 * Index merging: the first composite's range is walked in order, and each of its entries is kept
 * when every other composite holds the entry with its own equality prefix and the same rest (the
 * order fields' keys and the name, identical in every index that ends with the query's order): a
 * primary-key lookup per entry. One scan per combination of prefixes ('in' values).
 */
function mergeScans(p: PlanInput, indexes: Composite[], reversed: boolean): Scan[] {
  const legs = indexes.map((index) => {
    const prefixLength = index.fields.length - orderedFields(p).length;
    return {
      ix: p.ixOf(scopeOf(p), compositeField(index)),
      range: compositeRange(p, index, reversed, prefixLength),
    };
  });
  const [driver, ...others] = legs;
  if (!driver) return [];
  let combos: string[][] = [[]];
  for (const leg of legs)
    combos = combos.flatMap((combo) => leg.range.prefixes.map((pre) => [...combo, pre]));
  return combos.map(([first = '', ...prefixes]): Scan => {
    const params: unknown[] = [driver.ix];
    const range = rangeSql('x.value', first, driver.range, params);
    params.push(first.length / 2 + 1);
    const rest = `substring(x.value from $${params.length})`;
    const joins = others.map((leg, j) => {
      params.push(leg.ix, prefixes[j]);
      const alias = `m${j + 1}`;
      return `JOIN entries ${alias} ON ${alias}.ix = $${params.length - 1} AND ${alias}.value = decode($${params.length}, 'hex') || ${rest} AND ${alias}.name = x.name`;
    });
    return {
      sql: `SELECT x.name, encode(x.value, 'hex') AS k FROM entries x ${joins.join(' ')} WHERE x.ix = $1 AND ${range} __KEYSET__ ORDER BY x.value ${reversed ? 'DESC' : 'ASC'}`,
      params,
      ordered: true,
      keyset: 'value',
      desc: reversed,
      nameIsId: !p.allDescendants,
    };
  });
}

function invert(k: string): string {
  let out = '';
  for (const c of k) out += (15 - parseInt(c, 16)).toString(16);
  return out;
}

/** The smallest hex key greater than every key starting with `prefix`. */
export function prefixEnd(prefix: string): string {
  let p = prefix;
  while (p.endsWith('ff')) p = p.slice(0, -2);
  if (p === '') return 'ff'.repeat(prefix.length / 2 + 1);
  const last = parseInt(p.slice(-2), 16) + 1;
  return p.slice(0, -2) + last.toString(16).padStart(2, '0');
}

/** Name-ordered scans: equality/array-contains filters merged by joins, else the documents table. */
function nameScan(p: PlanInput): Scan {
  const nameOrder = p.order.find((o) => o.field === NAME_ORDER_FIELD);
  const desc = nameOrder?.dir === 'desc';
  const dir = desc ? 'DESC' : 'ASC';
  const scope = scopeOf(p);
  const eqs = p.filters.filter(
    (f) =>
      f.field !== NAME_ORDER_FIELD &&
      ['==', 'in', 'array-contains', 'array-contains-any'].includes(f.op),
  );
  if (eqs.length === 0) {
    const col = p.allDescendants ? 'coll_id' : 'parent';
    const params: unknown[] = [p.allDescendants ? p.collectionId : p.collectionPath];
    const nameConds = nameConditions(p, params, 'x.name', desc, false);
    const from = `FROM documents x WHERE x.${col} = $1${nameConds} __KEYSET__ ORDER BY x.name ${dir}`;
    return {
      sql: `SELECT x.name, x.name AS k ${from}`,
      docsSql: `SELECT x.name, x.name AS k, x.data, x.create_us, x.update_us, x.seq ${from}`,
      params,
      ordered: true,
      keyset: 'name',
      desc,
      nameIsId: false,
    };
  }
  // Single-valued filters first: the most selective join driver is usually an equality.
  const all = [
    ...eqs.filter((f) => f.op === '==' || f.op === 'array-contains'),
    ...eqs.filter((f) => f.op === 'in' || f.op === 'array-contains-any'),
  ];
  const fieldName = (f: FieldFilter): string =>
    f.op.startsWith('array') ? CONTAINS_PREFIX + f.field : f.field;
  const params: unknown[] = [];
  const conds: string[] = [];
  const joins: string[] = [];
  all.forEach((f, i) => {
    const alias = i === 0 ? 'x' : `e${i}`;
    params.push(p.ixOf(scope, fieldName(f)));
    const fieldParam = `$${params.length}`;
    const multi = f.op === 'in' || f.op === 'array-contains-any';
    let valueCond: string;
    if (multi) {
      params.push([...new Set((f.value as unknown[]).map(keyFor))]);
      valueCond = `${alias}.value = ANY(SELECT decode(h, 'hex') FROM unnest($${params.length}::text[]) AS h)`;
    } else {
      params.push(keyFor(f.value));
      valueCond = `${alias}.value = decode($${params.length}, 'hex')`;
    }
    if (i === 0) {
      conds.push(`x.ix = ${fieldParam} AND ${valueCond}`);
    } else if (multi) {
      conds.push(
        `EXISTS (SELECT 1 FROM entries ${alias} WHERE ${alias}.ix = ${fieldParam} AND ${valueCond} AND ${alias}.name = x.name)`,
      );
    } else {
      joins.push(
        `JOIN entries ${alias} ON ${alias}.ix = ${fieldParam} AND ${valueCond} AND ${alias}.name = x.name`,
      );
    }
  });
  const nameConds = nameConditions(p, params, 'x.name', desc, !p.allDescendants);
  const distinct =
    all[0] && (all[0].op === 'in' || all[0].op === 'array-contains-any') ? 'DISTINCT ' : '';
  return {
    sql: `SELECT ${distinct}x.name, x.name AS k FROM entries x ${joins.join(' ')} WHERE ${conds.join(' AND ')}${nameConds} __KEYSET__ ORDER BY x.name ${dir}`,
    params,
    ordered: true,
    keyset: 'name',
    desc,
    nameIsId: !p.allDescendants,
  };
}

/** Document-id filters and cursors become name ranges on the scan. */
function nameConditions(
  p: PlanInput,
  params: unknown[],
  column: string,
  desc: boolean,
  byId: boolean,
): string {
  const key = (path: string): string => (byId ? lastSegment(path) : nameKey(path));
  let out = '';
  for (const f of p.filters) {
    if (f.field !== NAME_ORDER_FIELD) continue;
    const op = { '<': '<', '<=': '<=', '>': '>', '>=': '>=', '==': '=' }[f.op as string];
    if (!op) continue;
    params.push(key(cursorPath(f.value)));
    out += ` AND ${column} ${op} $${params.length}`;
  }
  const onlyName = p.order.length === 1;
  if (onlyName && p.startAt && p.startAt.values.length > 0) {
    params.push(key(cursorPath(p.startAt.values[0])));
    out += ` AND ${column} ${desc ? '<=' : '>='} $${params.length}`;
  }
  if (onlyName && p.endAt && p.endAt.values.length > 0) {
    params.push(key(cursorPath(p.endAt.values[0])));
    out += ` AND ${column} ${desc ? '>=' : '<='} $${params.length}`;
  }
  return out;
}
