/**
 * The document table and its index entries on PGlite: point reads, and atomic commits of a list
 * of writes (one Postgres transaction per commit, so a crash leaves all or none on disk).
 */
import type { PGlite, Transaction as PgTransaction } from '@electric-sql/pglite';
import { Timestamp } from 'firebase-admin/firestore';
import { storeError } from './errors.js';
import { deleteField, getField, isPlainObject, setField, type Data } from './field-paths.js';
import type { Indexes } from './index-config.js';
import { collectionIdOf, entriesFor, entryId, type Entry } from './index-entries.js';
import { nameKey, parentPath, pathFromNameKey } from './paths.js';
import {
  cloneData,
  cloneValue,
  decodeData,
  encodeData,
  encodeDocument,
  sameValue,
  type EncodedDocument,
  type RefFactory,
} from './values.js';
import { compareValues } from './value-encoding.js';
import { checkDocumentLimits } from './document-limits.js';
import type { Transform, WriteOp } from './write-input.js';

/**
 * PGlite runs no autovacuum: without VACUUM, dead rows of updated documents and entries stay
 * forever and an index-only scan (a count) visits the table for every entry it counts. After this
 * many rows written, the store vacuums once it has been idle for VACUUM_IDLE_MS.
 */
const VACUUM_AFTER_ROWS = 20_000;
const VACUUM_IDLE_MS = 1_000;

export interface StoredDoc {
  path: string;
  data: Data;
  createUs: number;
  updateUs: number;
  /** Commit sequence number of the last change (see schema.ts). */
  seq: number;
  /** The stored JSON text, when read from the table (saves re-encoding to detect no-op writes). */
  raw?: string;
}

export interface Change {
  path: string;
  before: StoredDoc | undefined;
  after: StoredDoc | undefined;
}

export interface CommitResult {
  commitUs: number;
  changes: Change[];
  /**
   * Each written document's update time after the commit: the commit time, or the time it kept
   * when the write changed nothing (Firestore answers that as the write's update time).
   */
  writeUs: Map<string, number>;
}

export interface DocRow {
  name: string;
  data: string;
  create_us: number;
  update_us: number;
  seq: number;
}

export function usToTimestamp(us: number): Timestamp {
  const seconds = Math.floor(us / 1e6);
  return new Timestamp(seconds, (us - seconds * 1e6) * 1000);
}

export function timestampToUs(t: Timestamp): number {
  return t.seconds * 1e6 + Math.floor(t.nanoseconds / 1000);
}

export type Queryable = Pick<PGlite, 'query'> | PgTransaction;

/**
 * A transaction's check that what it read is unchanged (throws ABORTED otherwise); it answers the
 * whole documents it read, now known to be current (absent: read missing), so the commit need not
 * read them again.
 */
export type ReadCheck = (tx: Queryable) => Promise<Map<string, StoredDoc | undefined> | void>;

/** Maps (scope, field) to the small integer used in entry keys; see schema.ts. */
export class IndexIds {
  // scope -> field -> id: nested maps avoid building a key string per entry on the write path.
  private readonly ids = new Map<string, Map<string, number>>();
  private next = 1;

  load(rows: Array<{ id: number; scope: string; field: string }>): void {
    for (const r of rows) {
      this.set(r.scope, r.field, r.id);
      this.next = Math.max(this.next, r.id + 1);
    }
  }

  private set(scope: string, field: string, id: number): void {
    let fields = this.ids.get(scope);
    if (!fields) this.ids.set(scope, (fields = new Map()));
    fields.set(field, id);
  }

  get(scope: string, field: string): number | undefined {
    return this.ids.get(scope)?.get(field);
  }

  /** Allocates ids for a commit; `created` lists them so a failed commit can forget them. */
  ensure(
    scope: string,
    field: string,
    created: Array<{ id: number; scope: string; field: string }>,
  ): number {
    let id = this.ids.get(scope)?.get(field);
    if (id === undefined) {
      id = this.next++;
      this.set(scope, field, id);
      created.push({ id, scope, field });
    }
    return id;
  }

  forget(created: Array<{ id: number; scope: string; field: string }>): void {
    for (const c of created) this.ids.get(c.scope)?.delete(c.field);
  }

  clear(): void {
    this.ids.clear();
    this.next = 1;
  }
}

export class Storage {
  readonly ids = new IndexIds();
  private lastCommitUs = 0;
  private lastSeq = 0;
  private commitChain: Promise<unknown> = Promise.resolve();
  private rowsSinceVacuum = 0;
  private vacuumTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly pg: PGlite,
    readonly indexes: Indexes,
    private readonly makeRef: RefFactory,
    private readonly clock: (() => Date) | undefined,
    private readonly projectId: string,
  ) {}

  async init(): Promise<void> {
    const r = await this.pg.query<{ m: number | null; s: number | null }>(
      'SELECT max(update_us) AS m, max(seq) AS s FROM documents',
    );
    this.lastCommitUs = Number(r.rows[0]?.m ?? 0);
    this.lastSeq = Number(r.rows[0]?.s ?? 0);
    const ids = await this.pg.query<{ id: number; scope: string; field: string }>(
      'SELECT id, scope, field FROM index_ids',
    );
    this.ids.load(ids.rows);
  }

  fullName(path: string): string {
    return `projects/${this.projectId}/databases/(default)/documents/${path}`;
  }

  rowToDoc(row: DocRow): StoredDoc {
    return {
      path: pathFromNameKey(row.name),
      data: decodeData(row.data, this.makeRef),
      createUs: Number(row.create_us),
      updateUs: Number(row.update_us),
      seq: Number(row.seq),
      raw: row.data,
    };
  }

  async getDoc(path: string, db: Queryable = this.pg): Promise<StoredDoc | undefined> {
    const r = await db.query<DocRow>(
      'SELECT name, data, create_us, update_us, seq FROM documents WHERE name = $1',
      [nameKey(path)],
    );
    const row = r.rows[0];
    return row ? this.rowToDoc(row) : undefined;
  }

  /** The commit sequence number of each document at these paths that exists (no data read). */
  async getSeqs(paths: string[], db: Queryable = this.pg): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (paths.length === 0) return out;
    const r = await db.query<{ name: string; seq: number }>(
      'SELECT name, seq FROM documents WHERE name = ANY($1::text[])',
      [paths.map(nameKey)],
    );
    for (const row of r.rows) out.set(pathFromNameKey(row.name), Number(row.seq));
    return out;
  }

  /**
   * The documents at these paths. With `fields`, only those top-level fields are read: Postgres
   * cuts them out of the stored text, so a query's select() does not parse a whole large document
   * in JavaScript (a list row's key arrays make it ~10 KB); such documents carry no `raw` text.
   */
  async getDocs(
    paths: string[],
    db: Queryable = this.pg,
    fields?: string[],
  ): Promise<Map<string, StoredDoc>> {
    const out = new Map<string, StoredDoc>();
    if (paths.length === 0) return out;
    if (fields?.length === 0) {
      const r = await db.query<DocRow>(
        `SELECT name, create_us, update_us, seq, '{}' AS data FROM documents WHERE name = ANY($1::text[])`,
        [paths.map(nameKey)],
      );
      for (const row of r.rows) {
        const { raw: _whole, ...doc } = this.rowToDoc(row);
        out.set(doc.path, doc);
      }
      return out;
    }
    if (fields) {
      const r = await db.query<DocRow>(
        `SELECT name, create_us, update_us, seq,
           CASE WHEN head IS NOT NULL AND NOT (head_omits::jsonb ?| $2::text[])
             THEN (SELECT coalesce(json_object_agg(key, value), '{}')::text
                     FROM json_each(head::json) WHERE key = ANY($2::text[]))
             WHEN data_j IS NULL
             THEN (SELECT coalesce(json_object_agg(key, value), '{}')::text
                     FROM json_each(data::json) WHERE key = ANY($2::text[]))
             ELSE (SELECT coalesce(jsonb_object_agg(f, data_j -> f), '{}')::text
                     FROM unnest($2::text[]) AS f WHERE data_j ? f)
           END AS data
         FROM documents WHERE name = ANY($1::text[])`,
        [paths.map(nameKey), fields],
      );
      for (const row of r.rows) {
        const { raw: _whole, ...doc } = this.rowToDoc(row);
        out.set(doc.path, doc);
      }
      return out;
    }
    if (paths.length === 1) {
      const doc = await this.getDoc(paths[0] as string, db);
      if (doc) out.set(doc.path, doc);
      return out;
    }
    const r = await db.query<DocRow>(
      'SELECT name, data, create_us, update_us, seq FROM documents WHERE name = ANY($1::text[])',
      [paths.map(nameKey)],
    );
    for (const row of r.rows) {
      const doc = this.rowToDoc(row);
      out.set(doc.path, doc);
    }
    return out;
  }

  private nextCommitUs(): number {
    if (this.clock) return this.clock().getTime() * 1000;
    const now = Date.now() * 1000;
    this.lastCommitUs = Math.max(this.lastCommitUs + 1, now);
    return this.lastCommitUs;
  }

  /** Commits are serialized so each sees the previous one and listeners get them in order. */
  serialize<R>(work: () => Promise<R>): Promise<R> {
    const run = this.commitChain.then(work, work);
    this.commitChain = run.catch(() => undefined);
    return run;
  }

  /**
   * Checks, at one point in time and without writing, that what a transaction read is unchanged
   * (`validate` throws ABORTED when it is not): a read-only transaction's end.
   */
  validateReads(validate: ReadCheck): Promise<void> {
    return this.serialize(async () => {
      await this.pg.transaction(validate);
    });
  }

  /**
   * Applies writes atomically. `validate` (transactions) runs first, in the same Postgres
   * transaction, and throws ABORTED when something the transaction read has changed since, as
   * Firestore aborts a contended transaction.
   */
  commit(
    ops: WriteOp[],
    validate?: ReadCheck,
    afterCommit?: (r: CommitResult) => void,
  ): Promise<CommitResult> {
    return this.serialize(async () => {
      const created: Array<{ id: number; scope: string; field: string }> = [];
      const result = await this.pg
        .transaction(async (tx) => {
          const known = (validate && (await validate(tx))) || new Map<string, StoredDoc>();
          const paths = [...new Set(ops.map((o) => o.path))];
          const current = await this.getDocs(
            paths.filter((p) => !known.has(p)),
            tx,
          );
          for (const p of paths) {
            const doc = known.get(p);
            if (doc) current.set(p, doc);
          }
          const commitUs = this.nextCommitUs();
          // Gaps are harmless: only inequality of sequence numbers matters.
          const seq = ++this.lastSeq;
          const working = new Map<string, StoredDoc | undefined>();
          const get = (p: string): StoredDoc | undefined =>
            working.has(p) ? working.get(p) : current.get(p);
          // Top-level fields each path's writes may have changed: only those need index diffs.
          const touched = new Map<string, Set<string> | 'all'>();
          for (const op of ops) {
            working.set(op.path, this.apply(op, get(op.path), commitUs));
            const seen = touched.get(op.path);
            if (op.kind !== 'patch' || seen === 'all') {
              touched.set(op.path, 'all');
              continue;
            }
            const keys = seen ?? new Set<string>();
            for (const f of op.fields ?? []) keys.add(f.segments[0] as string);
            for (const d of op.deletes ?? []) keys.add(d[0] as string);
            for (const t of op.transforms) keys.add(t.segments[0] as string);
            touched.set(op.path, keys);
          }

          const changes: Change[] = [];
          const writeUs = new Map<string, number>();
          const deleteEntries: Entry[] = [];
          const insertEntries: Entry[] = [];
          const upserts: StoredDoc[] = [];
          const encoded = new Map<string, EncodedDocument>();
          const deletes: string[] = [];
          for (const [path, after] of working) {
            const before = current.get(path);
            writeUs.set(path, commitUs);
            if (!before && !after) continue;
            let finalAfter = after;
            if (after) {
              const stored = encodeDocument(after.data);
              if (before && unchanged(before, stored.text, after.data)) {
                // A write that changes nothing keeps the document's times and notifies no one.
                writeUs.set(path, before.updateUs);
                continue;
              }
              checkDocumentLimits(this.fullName(path), path, after.data);
              finalAfter = {
                ...after,
                createUs: before ? before.createUs : commitUs,
                updateUs: commitUs,
                seq,
              };
              encoded.set(path, stored);
              upserts.push(finalAfter);
            } else {
              deletes.push(path);
            }
            const keys = before && finalAfter ? touched.get(path) : undefined;
            const only = keys === 'all' ? undefined : keys;
            const oldEntries = before ? entriesFor(path, before.data, this.indexes, only) : [];
            const newEntries = finalAfter
              ? entriesFor(path, finalAfter.data, this.indexes, only)
              : [];
            if (oldEntries.length === 0) {
              insertEntries.push(...newEntries);
            } else if (newEntries.length === 0) {
              deleteEntries.push(...oldEntries);
            } else {
              // Only changed fields touch the index.
              const oldIds = new Set(oldEntries.map(entryId));
              const newIds = new Set(newEntries.map(entryId));
              for (const e of oldEntries) if (!newIds.has(entryId(e))) deleteEntries.push(e);
              for (const e of newEntries) if (!oldIds.has(entryId(e))) insertEntries.push(e);
            }
            changes.push({ path, before, after: finalAfter });
          }
          await this.writeRows(
            tx,
            deleteEntries,
            insertEntries,
            upserts,
            encoded,
            deletes,
            created,
          );
          this.rowsSinceVacuum +=
            deleteEntries.length + insertEntries.length + upserts.length + deletes.length;
          return { commitUs, changes, writeUs };
        })
        .catch((err: unknown) => {
          this.ids.forget(created);
          throw err;
        });
      afterCommit?.(result);
      this.vacuumWhenIdle();
      return result;
    });
  }

  /** (Re)starts the idle timer once enough rows were written; any later commit restarts it. */
  private vacuumWhenIdle(): void {
    if (this.rowsSinceVacuum < VACUUM_AFTER_ROWS) return;
    clearTimeout(this.vacuumTimer);
    this.vacuumTimer = setTimeout(() => {
      this.vacuumTimer = undefined;
      this.rowsSinceVacuum = 0;
      void this.serialize(() => this.pg.exec('VACUUM documents, entries')).catch(() => undefined);
    }, VACUUM_IDLE_MS);
    this.vacuumTimer.unref?.();
  }

  /** Before closing: no vacuum starts any more. */
  stopMaintenance(): void {
    clearTimeout(this.vacuumTimer);
    this.vacuumTimer = undefined;
  }

  /**
   * Rows travel as one delimited string per column, split by string_to_array in SQL: PGlite's
   * JS array-literal serializer cost more than the inserts themselves. Delimiters never occur in
   * their column: ',' in numbers and hex, '/' in name keys (U+0001-separated), U+0002 in paths,
   * U+0001 in JSON text (JSON.stringify escapes control characters).
   */
  private async writeRows(
    tx: PgTransaction,
    deleteEntries: Entry[],
    insertEntries: Entry[],
    upserts: StoredDoc[],
    encoded: Map<string, EncodedDocument>,
    deletes: string[],
    created: Array<{ id: number; scope: string; field: string }>,
  ): Promise<void> {
    if (deleteEntries.length > 0) {
      await tx.query(
        `DELETE FROM entries e
         USING unnest(string_to_array($1, ','), string_to_array($2, ','), string_to_array($3, '/')) AS u(i, v, n)
         WHERE e.ix = u.i::int4 AND e.value = decode(u.v, 'hex') AND e.name = u.n`,
        this.columns(deleteEntries, created),
      );
    }
    if (insertEntries.length > 0) {
      const cols = this.columns(insertEntries, created);
      if (created.length > 0) {
        await tx.query(
          'INSERT INTO index_ids (id, scope, field) SELECT * FROM unnest($1::int4[], $2::text[], $3::text[])',
          [created.map((c) => c.id), created.map((c) => c.scope), created.map((c) => c.field)],
        );
      }
      await tx.query(
        `INSERT INTO entries (ix, value, name)
         SELECT i::int4, decode(v, 'hex'), n
         FROM unnest(string_to_array($1, ','), string_to_array($2, ','), string_to_array($3, '/')) AS u(i, v, n)
         ON CONFLICT DO NOTHING`,
        cols,
      );
    }
    if (upserts.length > 0) {
      const names: string[] = [];
      const parents: string[] = [];
      const ids: string[] = [];
      const data: string[] = [];
      const heads: string[] = [];
      const omits: string[] = [];
      const times: string[] = [];
      for (const d of upserts) {
        names.push(nameKey(d.path));
        parents.push(parentPath(d.path));
        ids.push(collectionIdOf(d.path));
        const stored = encoded.get(d.path) ?? encodeDocument(d.data);
        data.push(stored.text);
        heads.push(stored.head ?? '');
        omits.push(stored.omits ?? '');
        times.push(`${d.createUs}`, `${d.updateUs}`, `${d.seq}`);
      }
      // JSON text never holds the control characters that delimit the lists (it escapes them).
      await tx.query(
        `INSERT INTO documents (name, parent, coll_id, data, head, head_omits, create_us, update_us, seq)
         SELECT n, p, c, d, nullif(h, ''), nullif(ho, ''), t[3 * o - 2]::int8, t[3 * o - 1]::int8, t[3 * o]::int8
         FROM unnest(string_to_array($1, '/'), string_to_array($2, E'\\u0002'), string_to_array($3, E'\\u0002'),
                     string_to_array($4, E'\\u0001'), string_to_array($6, E'\\u0001'),
                     string_to_array($7, E'\\u0001')) WITH ORDINALITY AS u(n, p, c, d, h, ho, o),
              (SELECT string_to_array($5, ',') AS t) ts
         ON CONFLICT (name) DO UPDATE SET data = excluded.data, head = excluded.head, head_omits = excluded.head_omits, create_us = excluded.create_us, update_us = excluded.update_us, seq = excluded.seq`,
        [
          names.join('/'),
          parents.join('\u0002'),
          ids.join('\u0002'),
          data.join('\u0001'),
          times.join(','),
          heads.join('\u0001'),
          omits.join('\u0001'),
        ],
      );
    }
    if (deletes.length > 0) {
      await tx.query('DELETE FROM documents WHERE name = ANY($1::text[])', [deletes.map(nameKey)]);
    }
  }

  private apply(op: WriteOp, cur: StoredDoc | undefined, commitUs: number): StoredDoc | undefined {
    const p = op.precondition;
    if (p?.exists === true && !cur) {
      throw storeError('NOT_FOUND', `No document to update: ${this.fullName(op.path)}`);
    }
    if (p?.exists === false && cur) {
      throw storeError('ALREADY_EXISTS', `Document already exists: ${this.fullName(op.path)}`);
    }
    if (p?.updateTime) {
      const want = timestampToUs(p.updateTime);
      if (!cur || cur.updateUs !== want) {
        throw storeError(
          'FAILED_PRECONDITION',
          cur
            ? `the stored version (${cur.updateUs}) does not match the required base version (${want})`
            : `No document to update: ${this.fullName(op.path)}`,
        );
      }
    }
    if (op.kind === 'delete') return undefined;
    let data: Data;
    if (op.kind === 'set') {
      // Write ops own their data (built fresh from user input), so no copy is needed.
      data = op.data ?? {};
    } else {
      data = cur ? cloneData(cur.data) : {};
      for (const f of op.fields ?? []) setField(data, f.segments, cloneValue(f.value));
      for (const d of op.deletes ?? []) deleteField(data, d);
    }
    for (const t of op.transforms) applyTransform(data, t, commitUs);
    return { path: op.path, data, createUs: cur?.createUs ?? commitUs, updateUs: commitUs, seq: 0 };
  }

  /** Every document under a path prefix (for recursiveDelete), deepest paths included. */
  async pathsUnder(prefix: string): Promise<string[]> {
    const lo = nameKey(prefix) + '\u0001';
    const hi = nameKey(prefix) + '\u0002';
    const r = await this.pg.query<{ name: string }>(
      'SELECT name FROM documents WHERE name >= $1 AND name < $2',
      [lo, hi],
    );
    return r.rows.map((row) => pathFromNameKey(row.name));
  }

  /** Paths of documents directly in a collection, including missing ones with descendants. */
  async childDocumentPaths(collectionPath: string): Promise<string[]> {
    const prefix = nameKey(collectionPath) + '\u0001';
    const depth = collectionPath.split('/').length + 1;
    const r = await this.pg.query<{ id: string }>(
      `SELECT DISTINCT split_part(name, E'\\u0001', $3) AS id FROM documents WHERE name >= $1 AND name < $2 ORDER BY 1`,
      [prefix, nameKey(collectionPath) + '\u0002', depth],
    );
    return r.rows.map((row) => `${collectionPath}/${row.id}`);
  }

  /** Ids of collections directly under a document (or the root when path is ''). */
  async collectionIdsUnder(path: string): Promise<string[]> {
    if (path === '') {
      const r = await this.pg.query<{ id: string }>(
        `SELECT DISTINCT split_part(name, E'\\u0001', 1) AS id FROM documents ORDER BY 1`,
      );
      return r.rows.map((row) => row.id);
    }
    const prefix = nameKey(path) + '\u0001';
    const depth = path.split('/').length + 1;
    const r = await this.pg.query<{ id: string }>(
      `SELECT DISTINCT split_part(name, E'\\u0001', $3) AS id FROM documents WHERE name >= $1 AND name < $2 ORDER BY 1`,
      [prefix, nameKey(path) + '\u0002', depth],
    );
    return r.rows.map((row) => row.id);
  }

  private columns(
    entries: Entry[],
    created: Array<{ id: number; scope: string; field: string }>,
  ): string[] {
    const i: number[] = [];
    const v: string[] = [];
    const n: string[] = [];
    for (const e of entries) {
      i.push(this.ids.ensure(e.scope, e.field, created));
      v.push(e.value);
      n.push(e.name);
    }
    return [i.join(','), v.join(','), n.join('/')];
  }

  /** Rebuilds all index entries (after firestore.indexes.json changed between runs). */
  async reindexAll(): Promise<void> {
    await this.pg.exec('DELETE FROM entries; DELETE FROM index_ids;');
    this.ids.clear();
    let after = '';
    for (;;) {
      const r = await this.pg.query<DocRow>(
        'SELECT name, data, create_us, update_us, seq FROM documents WHERE name > $1 ORDER BY name LIMIT 2000',
        [after],
      );
      if (r.rows.length === 0) break;
      const entries: Entry[] = [];
      for (const row of r.rows) {
        const doc = this.rowToDoc(row);
        entries.push(...entriesFor(doc.path, doc.data, this.indexes));
        after = row.name;
      }
      await this.pg.transaction(async (tx) => {
        await this.writeRows(tx, [], entries, [], new Map(), [], []);
      });
    }
  }
}

/**
 * Whether a written document equals the stored one. The same JSON text is the common case; the
 * same fields in another key order give text of the same length, and only then is it compared
 * value by value.
 */
function unchanged(before: StoredDoc, text: string, after: Data): boolean {
  const stored = before.raw ?? encodeData(before.data);
  return text === stored || (text.length === stored.length && sameValue(before.data, after));
}

function applyTransform(data: Data, t: Transform, commitUs: number): void {
  const current = getField(data, t.segments);
  switch (t.kind) {
    case 'serverTimestamp':
      setField(data, t.segments, usToTimestamp(commitUs));
      return;
    case 'increment': {
      const operand = t.operand ?? 0;
      setField(data, t.segments, typeof current === 'number' ? current + operand : operand);
      return;
    }
    case 'arrayUnion': {
      const base = Array.isArray(current) ? [...current] : [];
      for (const e of t.elements ?? []) {
        if (!base.some((b) => compareValues(b, e) === 0)) base.push(cloneValue(e));
      }
      setField(data, t.segments, base);
      return;
    }
    case 'arrayRemove': {
      const base = Array.isArray(current) ? current : [];
      const remove = t.elements ?? [];
      setField(
        data,
        t.segments,
        base.filter((b) => !remove.some((e) => compareValues(b, e) === 0)),
      );
      return;
    }
  }
}

export function isMapValue(v: unknown): boolean {
  return isPlainObject(v);
}
