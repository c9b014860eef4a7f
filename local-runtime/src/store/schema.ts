/** The Postgres schema: documents, index entries (single-field and composite), and store metadata. */

/**
 * documents: one row per document; `name` is the path with '/' as U+0001 (see paths.ts), so the
 * C-collated text order is Firestore's name order. Times are microseconds since the epoch.
 *
 * index_ids: one small integer per (scope, field) pair, so entry keys stay narrow (an int
 * comparison instead of two collated strings: halves the cost of inserting entries). `scope` is
 * the parent collection path for collection-scoped entries or '*' + collection id for
 * collection-group entries; `field` is a canonical field path (value entries), '[' + path
 * (array-contains entries) or '~' + index id (composite entries).
 *
 * entries: index entries; `value` is the order-preserving key (value-encoding.ts). A query is a
 * range scan over this primary key.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS documents (
  name text COLLATE "C" PRIMARY KEY,
  parent text COLLATE "C" NOT NULL,
  coll_id text COLLATE "C" NOT NULL,
  data text NOT NULL,
  create_us bigint NOT NULL,
  update_us bigint NOT NULL,
  seq bigint NOT NULL DEFAULT 0
);
-- seq: a per-commit counter that always increases, even when an injected clock stands still
-- (tests): transactions and listeners detect changes by it, not by update times.
ALTER TABLE documents ADD COLUMN IF NOT EXISTS seq bigint NOT NULL DEFAULT 0;
-- The data parsed once at write, so a select() reads a field without parsing the whole document
-- (a checked list row). Only for documents up to 32 KB: a large one (a questionnaire with its
-- answers) is written far more often than projected, and parsing it again at every write cost
-- more than it saves. jsonb holds no NUL character, which Firestore strings may: such a document
-- has none either (null). data_b was the first form, without the size limit.
ALTER TABLE documents DROP COLUMN IF EXISTS data_b;
ALTER TABLE documents ADD COLUMN IF NOT EXISTS data_j jsonb GENERATED ALWAYS AS (
  CASE WHEN length(data) > 32768 OR strpos(data, '\\u0000') > 0 THEN NULL
  ELSE data::jsonb END) STORED;
-- A large document's head: its small top-level fields as JSON, and the JSON array of the fields
-- it leaves out (values.ts encodeDocument). A select() of small fields (a list's columns) parses
-- the head, not the whole document; rows written before it have none and parse the document.
ALTER TABLE documents ADD COLUMN IF NOT EXISTS head text;
ALTER TABLE documents ADD COLUMN IF NOT EXISTS head_omits text;
-- Free space on each page lets an update rewrite the row in place (a HOT update) without
-- touching the three indexes: names never change, only data and times.
ALTER TABLE documents SET (fillfactor = 80);
CREATE INDEX IF NOT EXISTS documents_by_parent ON documents (parent, name);
CREATE INDEX IF NOT EXISTS documents_by_collection_id ON documents (coll_id, name);
-- Data dirs from the first entry format (text scope/field columns) drop their entries; the
-- index fingerprint in meta then differs, so openLocalStore rebuilds them.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'entries' AND column_name = 'scope') THEN
    DROP TABLE entries;
  END IF;
END $$;
CREATE TABLE IF NOT EXISTS index_ids (
  id int4 PRIMARY KEY,
  scope text COLLATE "C" NOT NULL,
  field text COLLATE "C" NOT NULL,
  UNIQUE (scope, field)
);
CREATE TABLE IF NOT EXISTS entries (
  ix int4 NOT NULL,
  value bytea NOT NULL,
  name text COLLATE "C" NOT NULL,
  PRIMARY KEY (ix, value, name)
);
CREATE TABLE IF NOT EXISTS meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
`;

/**
 * PGlite never runs autovacuum/ANALYZE, so the planner works without statistics and picks bitmap
 * scans, hash joins and sorts that read every matching entry. Every query here is an ordered
 * range scan over a primary key (merge/nested-loop joins for index merging), so steer it there.
 */
export const SESSION_SQL = `
SET enable_bitmapscan = off;
SET enable_hashjoin = off;
SET enable_sort = off;
`;
