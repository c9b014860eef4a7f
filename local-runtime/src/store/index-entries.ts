/** Computes a document's index entries: automatic single-field entries plus declared composites. */
import { canonical, getField, isPlainObject, type Data } from './field-paths.js';
import { exemptTree, singleFieldModes, type Composite, type Indexes } from './index-config.js';
import { encodeValue, invertKey, nameKeyHex, truncateKey } from './value-encoding.js';
import { lastSegment, nameKey, parentPath } from './paths.js';

export interface Entry {
  scope: string;
  field: string;
  /** Hex of the order-preserving key. */
  value: string;
  /**
   * Collection-scoped entries: the document id (every entry of a scope shares the parent path, so
   * the id orders exactly like the full name and keeps rows small). Collection-group entries:
   * nameKey(path).
   */
  name: string;
}

const SIMPLE = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

export const GROUP_SCOPE_PREFIX = '*';
export const CONTAINS_PREFIX = '[';
export const COMPOSITE_PREFIX = '~';

export function groupScope(collectionId: string): string {
  return GROUP_SCOPE_PREFIX + collectionId;
}

export function compositeField(index: Composite): string {
  return COMPOSITE_PREFIX + index.id;
}

export function entryId(e: Entry): string {
  return `${e.scope}\u0002${e.field}\u0002${e.value}\u0002${e.name}`;
}

export function collectionIdOf(path: string): string {
  const parts = path.split('/');
  return parts[parts.length - 2] ?? '';
}

/**
 * `onlyKeys` limits the entries to those of these top-level fields (an update's diff only needs
 * the fields it touched): single-field entries of them, and the composite entries of the indexes
 * that hold one of them.
 */
export function entriesFor(
  path: string,
  data: Data,
  indexes: Indexes,
  onlyKeys?: ReadonlySet<string>,
): Entry[] {
  const out: Entry[] = [];
  const parent = parentPath(path);
  const collectionId = collectionIdOf(path);
  const id = lastSegment(path);
  const fullName = nameKey(path);
  const group = groupScope(collectionId);
  const hasOverrides = indexes.overrides.size > 0;

  const visit = (map: Data, prefix: string[]): void => {
    for (const [k, v] of Object.entries(map)) {
      if (onlyKeys && prefix.length === 0 && !onlyKeys.has(k)) continue;
      const segments = prefix.length === 0 ? [k] : [...prefix, k];
      const field = prefix.length === 0 && SIMPLE.test(k) ? k : canonical(segments);
      const key = truncateKey(encodeValue(v));
      const modes = hasOverrides
        ? singleFieldModes(indexes, collectionId, field, 'COLLECTION')
        : undefined;
      const groupModes = hasOverrides
        ? singleFieldModes(indexes, collectionId, field, 'COLLECTION_GROUP')
        : undefined;
      // One ascending entry serves both directions: a descending query scans it backwards.
      if (!modes || modes.has('ASCENDING') || modes.has('DESCENDING'))
        out.push({ scope: parent, field, value: key, name: id });
      if (groupModes && (groupModes.has('ASCENDING') || groupModes.has('DESCENDING'))) {
        out.push({ scope: group, field, value: key, name: fullName });
      }
      if (Array.isArray(v)) {
        const distinct = new Set(v.map((e) => truncateKey(encodeValue(e))));
        for (const ek of distinct) {
          if (!modes || modes.has('CONTAINS'))
            out.push({ scope: parent, field: CONTAINS_PREFIX + field, value: ek, name: id });
          if (groupModes?.has('CONTAINS'))
            out.push({ scope: group, field: CONTAINS_PREFIX + field, value: ek, name: fullName });
        }
      } else if (isPlainObject(v) && !(hasOverrides && exemptTree(indexes, collectionId, field))) {
        visit(v, segments);
      }
    }
  };
  visit(data, []);

  for (const index of indexes.composites) {
    if (index.collectionGroup !== collectionId) continue;
    // An update that touched none of the index's fields leaves its entries as they were.
    if (onlyKeys && !index.fields.some((f) => onlyKeys.has(f.segments[0] as string))) continue;
    const collectionScoped = index.queryScope === 'COLLECTION';
    const keys = compositeKeys(index, data, collectionScoped ? id : path);
    const scope = collectionScoped ? parent : group;
    const name = collectionScoped ? id : fullName;
    for (const value of keys) out.push({ scope, field: compositeField(index), value, name });
  }
  return out;
}

/**
 * Keys of one composite index for a document: none if a field is missing (Firestore skips it).
 * `name` ends the key as the tie-break: the id for collection scope, the full path for groups.
 */
export function compositeKeys(index: Composite, data: Data, name: string): string[] {
  let prefixes = [''];
  for (const f of index.fields) {
    const v = getField(data, f.segments);
    if (v === undefined) return [];
    if (f.contains) {
      if (!Array.isArray(v) || v.length === 0) return [];
      const elementKeys = [...new Set(v.map((e) => truncateKey(encodeValue(e))))];
      prefixes = prefixes.flatMap((p) => elementKeys.map((k) => p + k));
    } else {
      const k = truncateKey(encodeValue(v));
      const part = f.order === 'DESCENDING' ? invertKey(k) : k;
      prefixes = prefixes.map((p) => p + part);
    }
  }
  const last = index.fields[index.fields.length - 1];
  const nameHex = last?.order === 'DESCENDING' ? invertKey(nameKeyHex(name)) : nameKeyHex(name);
  return prefixes.map((p) => p + nameHex);
}
