/**
 * Decides, as Firestore does, whether the declared indexes can serve a query, and names the
 * index to add (as a firestore.indexes.json snippet) when they cannot.
 */
import { storeError } from './errors.js';
import { singleFieldModes, type Composite, type Indexes } from './index-config.js';
import { NAME_ORDER_FIELD, type FieldFilter, type OrderSpec } from './query-model.js';

/**
 * `reversed`: the composite's directions are the exact reverse of the query's (scanned backwards).
 * `merge`: composites joined on their common order (index merging, see mergeableIndexes).
 */
export type IndexChoice =
  | { kind: 'single' }
  | { kind: 'composite'; index: Composite; reversed: boolean }
  | { kind: 'merge'; indexes: Composite[]; reversed: boolean };

export interface QueryShape {
  collectionId: string;
  allDescendants: boolean;
  /** One conjunction of the query's filters. */
  filters: FieldFilter[];
  order: OrderSpec[];
}

const EQUALITY_OPS = new Set(['==', 'in']);
const CONTAINS_OPS = new Set(['array-contains', 'array-contains-any']);

/** The fields an index must order by, after equality-constrained fields are dropped. */
export function orderedFields(shape: QueryShape): OrderSpec[] {
  const constant = new Set(shape.filters.filter((f) => f.op === '==').map((f) => f.field));
  return shape.order.filter((o) => o.field !== NAME_ORDER_FIELD && !constant.has(o.field));
}

export function checkIndexes(shape: QueryShape, indexes: Indexes): IndexChoice {
  const scope = shape.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const filters = shape.filters.filter((f) => f.field !== NAME_ORDER_FIELD);
  const equalities = filters.filter((f) => EQUALITY_OPS.has(f.op));
  const contains = filters.filter((f) => CONTAINS_OPS.has(f.op));
  const orders = orderedFields(shape);
  const eqFields = [...new Set(equalities.map((f) => f.field))];
  const containsField = contains[0]?.field;
  const singleOk = (field: string, mode: string): boolean =>
    singleFieldModes(indexes, shape.collectionId, field, scope).has(mode);

  // Index merging: equality and array-contains filters alone are served by single-field indexes.
  if (orders.length === 0) {
    const missing =
      eqFields.find((f) => !singleOk(f, 'ASCENDING') && !singleOk(f, 'DESCENDING')) ??
      (containsField !== undefined && !singleOk(containsField, 'CONTAINS')
        ? containsField
        : undefined);
    if (missing === undefined) return { kind: 'single' };
    if (shape.allDescendants) {
      const mode: Record<string, string> =
        missing === containsField ? { arrayConfig: 'CONTAINS' } : { order: 'ASCENDING' };
      throw missingOverride(shape.collectionId, missing, mode);
    }
  }

  // One ordered field and no other constrained field: its single-field index serves it.
  const only = orders[0];
  if (
    orders.length === 1 &&
    only &&
    eqFields.every((f) => f === only.field) &&
    containsField === undefined
  ) {
    const mode = only.dir === 'desc' ? 'DESCENDING' : 'ASCENDING';
    const either =
      singleOk(only.field, mode) || (!shape.allDescendants && singleOk(only.field, 'ASCENDING'));
    if (either) return { kind: 'single' };
    if (shape.allDescendants)
      throw missingOverride(shape.collectionId, only.field, { order: mode });
  }

  const wanted = {
    eqFields: eqFields.filter((f) => !orders.some((o) => o.field === f)),
    containsField,
    orders,
  };
  const index = indexes.composites.find((c) =>
    compositeServes(c, shape.collectionId, scope, wanted, false),
  );
  if (index) return { kind: 'composite', index, reversed: false };
  const reversed = indexes.composites.find((c) =>
    compositeServes(c, shape.collectionId, scope, wanted, true),
  );
  if (reversed) return { kind: 'composite', index: reversed, reversed: true };
  const merged = mergeableIndexes(indexes.composites, shape.collectionId, scope, wanted);
  if (merged) return { kind: 'merge', ...merged };
  throw missingComposite(shape.collectionId, scope, wanted);
}

/**
 * Index merging, as Firestore serves equalities on several fields with an order (a zig-zag merge
 * join): composites that each start with some of the equality fields (or the array-contains
 * field) and end with exactly the query's order, which together cover every one of those fields.
 * `where a == x, where b == y, orderBy c` is served by (a, c) and (b, c). All of them are scanned
 * in the same direction (each as declared, or each reversed).
 */
function mergeableIndexes(
  composites: Composite[],
  collectionId: string,
  scope: string,
  w: Wanted,
): { indexes: Composite[]; reversed: boolean } | undefined {
  const needed = [
    ...w.eqFields.map((f) => `=${f}`),
    ...(w.containsField !== undefined ? [`[${w.containsField}`] : []),
  ];
  if (w.orders.length === 0 || needed.length < 2) return undefined;
  for (const reversed of [false, true]) {
    const legs = composites
      .filter((c) => c.collectionGroup === collectionId && c.queryScope === scope)
      .map((c) => ({ index: c, covers: legPrefix(c, w, reversed) }))
      .filter((leg): leg is { index: Composite; covers: string[] } => leg.covers !== undefined);
    const uncovered = new Set(needed);
    const chosen: Composite[] = [];
    // Greedy: each time the index covering most of what is left.
    while (uncovered.size > 0) {
      let best: { index: Composite; covers: string[] } | undefined;
      let bestCount = 0;
      for (const leg of legs) {
        const count = leg.covers.filter((k) => uncovered.has(k)).length;
        if (count > bestCount) [best, bestCount] = [leg, count];
      }
      if (!best) break;
      chosen.push(best.index);
      for (const k of best.covers) uncovered.delete(k);
    }
    if (uncovered.size === 0) return { indexes: chosen, reversed };
  }
  return undefined;
}

/**
 * What a composite can contribute to a merge: the equality (`=a`) and array-contains (`[a`)
 * fields it starts with, when all the rest of it is exactly the query's order; else undefined.
 */
function legPrefix(c: Composite, w: Wanted, reverse: boolean): string[] | undefined {
  const prefixLength = c.fields.length - w.orders.length;
  if (prefixLength < 1) return undefined;
  const covers: string[] = [];
  for (const f of c.fields.slice(0, prefixLength)) {
    if (f.contains ? f.path !== w.containsField : !w.eqFields.includes(f.path)) return undefined;
    covers.push(`${f.contains ? '[' : '='}${f.path}`);
  }
  return ordersMatch(c, prefixLength, w.orders, reverse) ? covers : undefined;
}

/** Whether the composite's fields from `start` on are exactly the query's order. */
function ordersMatch(c: Composite, start: number, orders: OrderSpec[], reverse: boolean): boolean {
  return orders.every((o, i) => {
    const f = c.fields[start + i];
    return (
      f !== undefined &&
      !f.contains &&
      f.path === o.field &&
      (f.order ?? 'ASCENDING') === ((o.dir === 'desc') !== reverse ? 'DESCENDING' : 'ASCENDING')
    );
  });
}

interface Wanted {
  eqFields: string[];
  containsField: string | undefined;
  orders: OrderSpec[];
}

function compositeServes(
  c: Composite,
  collectionId: string,
  scope: string,
  w: Wanted,
  reverse: boolean,
): boolean {
  if (c.collectionGroup !== collectionId || c.queryScope !== scope) return false;
  const prefixLength = w.eqFields.length + (w.containsField !== undefined ? 1 : 0);
  if (c.fields.length !== prefixLength + w.orders.length) return false;
  const prefix = c.fields.slice(0, prefixLength);
  for (const f of prefix) {
    if (f.contains) {
      if (f.path !== w.containsField) return false;
    } else if (!w.eqFields.includes(f.path)) {
      return false;
    }
  }
  if (
    w.containsField !== undefined &&
    !prefix.some((f) => f.contains && f.path === w.containsField)
  )
    return false;
  return ordersMatch(c, prefixLength, w.orders, reverse);
}

function unquote(path: string): string {
  return path;
}

function missingComposite(collectionId: string, scope: string, w: Wanted): Error {
  const fields: Array<Record<string, string>> = [
    ...w.eqFields.map((f) => ({ fieldPath: unquote(f), order: 'ASCENDING' })),
    ...(w.containsField !== undefined
      ? [{ fieldPath: unquote(w.containsField), arrayConfig: 'CONTAINS' }]
      : []),
    ...w.orders.map((o) => ({
      fieldPath: unquote(o.field),
      order: o.dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
    })),
  ];
  const snippet = JSON.stringify({ collectionGroup: collectionId, queryScope: scope, fields });
  return storeError(
    'FAILED_PRECONDITION',
    `The query requires an index. Add this composite index to "indexes" in firestore.indexes.json: ${snippet}`,
  );
}

function missingOverride(collectionId: string, field: string, mode: Record<string, string>): Error {
  const snippet = JSON.stringify({
    collectionGroup: collectionId,
    fieldPath: unquote(field),
    indexes: [
      { order: 'ASCENDING', queryScope: 'COLLECTION' },
      { order: 'DESCENDING', queryScope: 'COLLECTION' },
      { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
      { ...mode, queryScope: 'COLLECTION_GROUP' },
    ],
  });
  return storeError(
    'FAILED_PRECONDITION',
    `The query requires an index: collection-group queries need a COLLECTION_GROUP single-field index on "${field}". Add this field override to "fieldOverrides" in firestore.indexes.json: ${snippet}`,
  );
}
