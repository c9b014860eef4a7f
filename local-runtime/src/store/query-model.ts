/**
 * The query model: filters, orders, cursors and limits as plain data, Firestore's implicit
 * ordering rules, and the exact in-memory semantics of each operator (used as the residual check).
 */
import { canonical, getField, isDocumentId, type Data } from './field-paths.js';
import { compareNames } from './paths.js';
import { encodeValue, typeClass } from './value-encoding.js';
import { REF_PATH, isRef } from './values.js';

export type Op =
  '<' | '<=' | '==' | '!=' | '>=' | '>' | 'array-contains' | 'in' | 'not-in' | 'array-contains-any';

export const OPS: readonly Op[] = [
  '<',
  '<=',
  '==',
  '!=',
  '>=',
  '>',
  'array-contains',
  'in',
  'not-in',
  'array-contains-any',
];
export const INEQUALITY_OPS: ReadonlySet<Op> = new Set<Op>(['<', '<=', '>', '>=', '!=', 'not-in']);
export const MULTI_VALUE_OPS: ReadonlySet<Op> = new Set<Op>(['in', 'not-in', 'array-contains-any']);

export interface FieldFilter {
  kind: 'field';
  segments: string[];
  /** Canonical field path; '__name__' for the document id. */
  field: string;
  op: Op;
  /** For document-id filters: full document paths (strings). */
  value: unknown;
}

export interface CompositeFilter {
  kind: 'and' | 'or';
  filters: FilterNode[];
}

export type FilterNode = FieldFilter | CompositeFilter;

export interface OrderSpec {
  segments: string[];
  field: string;
  dir: 'asc' | 'desc';
}

export interface Cursor {
  values: unknown[];
  /** Firestore's `before`: startAt/endBefore are before=true; startAfter/endAt before=false. */
  before: boolean;
}

export interface QuerySpec {
  /** Collection query: the collection path; collection group: the collection id. */
  collectionPath: string;
  collectionId: string;
  allDescendants: boolean;
  filters: FilterNode[];
  orderBy: OrderSpec[];
  limit?: number;
  limitType: 'first' | 'last';
  offset?: number;
  startAt?: Cursor;
  endAt?: Cursor;
  select?: string[][];
}

export const NAME_ORDER_FIELD = '__name__';

export function flattenAnd(filters: FilterNode[]): FieldFilter[] {
  const out: FieldFilter[] = [];
  for (const f of filters) {
    if (f.kind === 'field') out.push(f);
    else if (f.kind === 'and') out.push(...flattenAnd(f.filters));
    else if (f.filters.length === 1) out.push(...flattenAnd(f.filters));
  }
  return out;
}

export function hasDisjunction(filters: FilterNode[]): boolean {
  return filters.some((f) =>
    f.kind === 'or' ? f.filters.length > 1 : f.kind === 'and' && hasDisjunction(f.filters),
  );
}

/** Disjunctive normal form: a list of conjunctions of field filters. */
export function toDnf(filters: FilterNode[]): FieldFilter[][] {
  let result: FieldFilter[][] = [[]];
  for (const f of filters) {
    const branch = nodeDnf(f);
    const next: FieldFilter[][] = [];
    for (const a of result) for (const b of branch) next.push([...a, ...b]);
    result = next;
  }
  return result;
}

function nodeDnf(node: FilterNode): FieldFilter[][] {
  if (node.kind === 'field') return [[node]];
  if (node.kind === 'and') return toDnf(node.filters);
  return node.filters.flatMap(nodeDnf);
}

function allFieldFilters(filters: FilterNode[]): FieldFilter[] {
  const out: FieldFilter[] = [];
  for (const f of filters) {
    if (f.kind === 'field') out.push(f);
    else out.push(...allFieldFilters(f.filters));
  }
  return out;
}

/**
 * Firestore's effective order: explicit orderBys, then inequality fields not yet ordered (in
 * field-path order), then __name__ in the direction of the last order (ascending if none).
 */
export function effectiveOrder(spec: Pick<QuerySpec, 'filters' | 'orderBy'>): OrderSpec[] {
  const order = [...spec.orderBy];
  const seen = new Set(order.map((o) => o.field));
  const lastDir = order.length > 0 ? (order[order.length - 1] as OrderSpec).dir : 'asc';
  const inequalities = allFieldFilters(spec.filters)
    .filter((f) => INEQUALITY_OPS.has(f.op) && !seen.has(f.field))
    .sort((a, b) => compareFieldPaths(a.segments, b.segments));
  for (const f of inequalities) {
    if (seen.has(f.field)) continue;
    seen.add(f.field);
    order.push({ segments: f.segments, field: f.field, dir: lastDir });
  }
  if (!seen.has(NAME_ORDER_FIELD)) {
    const dir = order.length > 0 ? (order[order.length - 1] as OrderSpec).dir : 'asc';
    order.push({ segments: [NAME_ORDER_FIELD], field: NAME_ORDER_FIELD, dir });
  }
  return order;
}

function compareFieldPaths(a: string[], b: string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] as string;
    const y = b[i] as string;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

export interface Candidate {
  path: string;
  data: Data;
}

function fieldValue(doc: Candidate, f: { segments: string[] }): unknown {
  if (isDocumentId(f.segments)) return { [REF_PATH]: doc.path };
  return getField(doc.data, f.segments);
}

/**
 * A test for values equal to `target` as Firestore compares them (on order-preserving keys, so
 * 1 == 1.0 and NaN == NaN). A string equals only the same string, so a string target, the common
 * case (ids, derived list keys), is compared without encoding: an array-contains over a row's
 * hundreds of keys then costs no encoding and no garbage.
 */
function equalTo(target: unknown): (value: unknown) => boolean {
  if (typeof target === 'string') return (value) => value === target;
  const key = encodeValue(target);
  return (value) => encodeValue(value) === key;
}

const equalToAny = (targets: unknown[]) => {
  const tests = targets.map(equalTo);
  return (value: unknown) => tests.some((test) => test(value));
};

/** Firestore's operator semantics, on order-preserving keys (so 1 == 1.0 and NaN == NaN). */
export function matchesFilter(doc: Candidate, f: FieldFilter): boolean {
  const v = fieldValue(doc, f);
  if (v === undefined) return false;
  const target = f.value;
  switch (f.op) {
    case '==':
      return equalTo(target)(v);
    case '!=':
      return v !== null && !equalTo(target)(v);
    case 'in':
      return equalToAny(target as unknown[])(v);
    case 'not-in':
      return v !== null && !equalToAny(target as unknown[])(v);
    case 'array-contains':
      return Array.isArray(v) && v.some(equalTo(target));
    case 'array-contains-any':
      return Array.isArray(v) && v.some(equalToAny(target as unknown[]));
    default: {
      // Range filters are type-bracketed: only values of the same type class match.
      const a = encodeValue(v);
      const b = encodeValue(target);
      if (typeClass(a) !== typeClass(b)) return false;
      switch (f.op) {
        case '<':
          return a < b;
        case '<=':
          return a <= b;
        case '>':
          return a > b;
        case '>=':
          return a >= b;
      }
      return false;
    }
  }
}

export function matchesNode(doc: Candidate, node: FilterNode): boolean {
  if (node.kind === 'field') return matchesFilter(doc, node);
  if (node.kind === 'and') return node.filters.every((n) => matchesNode(doc, n));
  return node.filters.some((n) => matchesNode(doc, n));
}

/** Filters, plus Firestore's rule that a document lacking an orderBy field is not a result. */
export function matchesQuery(doc: Candidate, filters: FilterNode[], order: OrderSpec[]): boolean {
  for (const o of order) {
    if (o.field !== NAME_ORDER_FIELD && getField(doc.data, o.segments) === undefined) return false;
  }
  return filters.every((f) => matchesNode(doc, f));
}

export function compareDocs(a: Candidate, b: Candidate, order: OrderSpec[]): number {
  for (const o of order) {
    let c: number;
    if (o.field === NAME_ORDER_FIELD) c = compareNames(a.path, b.path);
    else {
      const ka = encodeValue(getField(a.data, o.segments));
      const kb = encodeValue(getField(b.data, o.segments));
      c = ka < kb ? -1 : ka > kb ? 1 : 0;
    }
    if (c !== 0) return o.dir === 'desc' ? -c : c;
  }
  return 0;
}

/** Compares a document to a cursor position over the first cursor.values.length orders. */
function compareToCursor(doc: Candidate, cursor: Cursor, order: OrderSpec[]): number {
  for (let i = 0; i < cursor.values.length && i < order.length; i++) {
    const o = order[i] as OrderSpec;
    const cv = cursor.values[i];
    let c: number;
    if (o.field === NAME_ORDER_FIELD) {
      c = compareNames(doc.path, cursorPath(cv));
    } else {
      const ka = encodeValue(getField(doc.data, o.segments));
      const kb = encodeValue(cv);
      c = ka < kb ? -1 : ka > kb ? 1 : 0;
    }
    if (c !== 0) return o.dir === 'desc' ? -c : c;
  }
  return 0;
}

export function cursorPath(value: unknown): string {
  if (isRef(value)) return value[REF_PATH];
  return String(value);
}

export function afterStart(
  doc: Candidate,
  cursor: Cursor | undefined,
  order: OrderSpec[],
): boolean {
  if (!cursor) return true;
  const c = compareToCursor(doc, cursor, order);
  return cursor.before ? c >= 0 : c > 0;
}

export function beforeEnd(doc: Candidate, cursor: Cursor | undefined, order: OrderSpec[]): boolean {
  if (!cursor) return true;
  const c = compareToCursor(doc, cursor, order);
  return cursor.before ? c < 0 : c <= 0;
}

export function describeField(segments: string[]): string {
  return canonical(segments);
}
