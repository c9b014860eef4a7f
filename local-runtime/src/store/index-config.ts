/** The firestore.indexes.json model: parsing, defaults, and lookups the indexer and checker need. */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toSegments, canonical } from './field-paths.js';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: QueryScope;
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: Array<{
    order?: 'ASCENDING' | 'DESCENDING';
    arrayConfig?: 'CONTAINS';
    queryScope?: QueryScope;
  }>;
}

export interface IndexConfig {
  indexes?: unknown[];
  fieldOverrides?: unknown[];
}

/** A composite index normalized: canonical field paths, explicit scope, and an id for entries. */
export interface Composite {
  id: string;
  collectionGroup: string;
  queryScope: QueryScope;
  fields: Array<{
    path: string;
    segments: string[];
    order: 'ASCENDING' | 'DESCENDING' | undefined;
    contains: boolean;
  }>;
}

export interface Override {
  collectionGroup: string;
  path: string;
  /** Collection-scoped single-field modes enabled (default: asc, desc, contains). */
  collection: Set<string>;
  /** Collection-group-scoped modes enabled (default: none). */
  group: Set<string>;
}

export interface Indexes {
  composites: Composite[];
  overrides: Map<string, Override>;
  /** A stable fingerprint: entries are rebuilt when it changes between runs. */
  fingerprint: string;
}

const DEFAULT_MODES: ReadonlySet<string> = new Set(['ASCENDING', 'DESCENDING', 'CONTAINS']);
const NO_MODES: ReadonlySet<string> = new Set<string>();

function modeOf(ix: { order?: string; arrayConfig?: string }): string {
  return ix.arrayConfig === 'CONTAINS' ? 'CONTAINS' : (ix.order ?? 'ASCENDING');
}

/** A declared composite index as the store keeps it; `id` names it (its group, scope and fields). */
function compositeOf(raw: CompositeIndex): Composite {
  const fields = raw.fields
    .filter((f) => f.fieldPath !== '__name__' || raw.fields.length === 1)
    .map((f) => {
      const segments = toSegments(f.fieldPath);
      return {
        path: canonical(segments),
        segments,
        order: f.order,
        contains: f.arrayConfig === 'CONTAINS',
      };
    });
  const queryScope = raw.queryScope ?? 'COLLECTION';
  const id = `${raw.collectionGroup}|${queryScope}|${fields
    .map((f) => `${f.path}:${f.contains ? 'C' : f.order === 'DESCENDING' ? 'D' : 'A'}`)
    .join(',')}`;
  return { id, collectionGroup: raw.collectionGroup, queryScope, fields };
}

/** The id the store gives a declared composite index (what index-usage.ts records). */
export const compositeIndexId = (raw: CompositeIndex): string => compositeOf(raw).id;

export function normalizeIndexes(config: IndexConfig): Indexes {
  const composites = ((config.indexes ?? []) as CompositeIndex[]).map(compositeOf);
  const overrides = new Map<string, Override>();
  for (const raw of (config.fieldOverrides ?? []) as FieldOverride[]) {
    const path = canonical(toSegments(raw.fieldPath));
    const o: Override = {
      collectionGroup: raw.collectionGroup,
      path,
      collection: new Set(),
      group: new Set(),
    };
    for (const ix of raw.indexes ?? []) {
      (ix.queryScope === 'COLLECTION_GROUP' ? o.group : o.collection).add(modeOf(ix));
    }
    // Lenient on purpose: an override that only adds collection-group indexes keeps the automatic
    // collection-scoped ones; only an explicit empty list exempts the field.
    if (o.collection.size === 0 && (raw.indexes ?? []).length > 0)
      o.collection = new Set(DEFAULT_MODES);
    overrides.set(`${raw.collectionGroup}|${path}`, o);
  }
  // The entry format version is part of the fingerprint, so older data dirs are re-indexed.
  const fingerprint = JSON.stringify({
    format: 2,
    c: composites.map((c) => c.id).sort(),
    o: [...overrides.values()]
      .map(
        (o) =>
          `${o.collectionGroup}|${o.path}|${[...o.collection].sort().join()}|${[...o.group].sort().join()}`,
      )
      .sort(),
  });
  return { composites, overrides, fingerprint };
}

/**
 * The override that governs a field: its own, or else its nearest ancestor map's (Firestore: a
 * map field's index settings are inherited by its subfields unless a subfield has its own).
 */
function overrideFor(indexes: Indexes, collectionId: string, path: string) {
  const own = indexes.overrides.get(`${collectionId}|${path}`);
  if (own || !path.includes('.')) return own;
  const segments = toSegments(path);
  for (let n = segments.length - 1; n >= 1; n--) {
    const inherited = indexes.overrides.get(`${collectionId}|${canonical(segments.slice(0, n))}`);
    if (inherited) return inherited;
  }
  return undefined;
}

/** Which single-field modes exist for a field in a collection (scope COLLECTION) or group. */
export function singleFieldModes(
  indexes: Indexes,
  collectionId: string,
  path: string,
  scope: QueryScope,
): ReadonlySet<string> {
  const o = indexes.overrides.size > 0 ? overrideFor(indexes, collectionId, path) : undefined;
  if (scope === 'COLLECTION') return o ? o.collection : DEFAULT_MODES;
  return o ? o.group : NO_MODES;
}

/**
 * Whether a map field and all beneath it are exempt from single-field indexing (no override of
 * its own subfields brings an index back), so the indexer need not walk into it.
 */
export function exemptTree(indexes: Indexes, collectionId: string, path: string): boolean {
  const o = indexes.overrides.size > 0 ? overrideFor(indexes, collectionId, path) : undefined;
  if (!o || o.collection.size > 0 || o.group.size > 0) return false;
  const below = `${collectionId}|${path}.`;
  for (const key of indexes.overrides.keys()) if (key.startsWith(below)) return false;
  return true;
}

/** The default file: <repo>/firestore.indexes.json, found by walking up from this module. */
export function readDefaultIndexConfig(): IndexConfig {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, 'firestore.indexes.json');
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8')) as IndexConfig;
    dir = dirname(dir);
  }
  return { indexes: [], fieldOverrides: [] };
}
