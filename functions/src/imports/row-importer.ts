// What an import processed row by row (a client list, a rollover items CSV) gives the import's
// pipeline (list-import.tasks.ts): how its files are read, what its rows need once per chunk, and
// how one row is imported — the rest (chunks, progress, the end and its notification, the report
// of rows left out) is the pipeline's, the same for every kind.
import type { ClientListRow } from '@portico/common/imports/client-list-rows';
import type { Blobs } from '../platform/blobs/blobs';
import type { Ports } from '../platform/ports';
import type { ImportRecord, StoredImportFile } from './imports.repo';

/** One row of a file: its line (the header is line 1) and its cells by template column. */
export type ListRow = ClientListRow;

export type ListFile =
  | {
      /** The file's own header and lines, as written (the report of rows left out keeps them). */
      header: string[];
      /** Every line's cells, the header's too: line N is `lines[N - 1]`. */
      lines: string[][];
      rows: ListRow[];
    }
  | { problem: string };

/** A row left out says why; a placed import's file, its name too (the review screen lists it). */
export type RowOutcome = 'created' | 'updated' | 'unchanged' | { reason: string; name?: string };

/** Imports one row: created, found, or left out with the reason; a failure of the store is thrown. */
export type ImportOneRow = (file: number, row: ListRow) => Promise<RowOutcome>;

export interface RowImporter {
  /** The template's columns: the report of several files' rows is written in them. */
  columns(record: ImportRecord): readonly string[];
  read(blobs: Blobs, file: StoredImportFile, record: ImportRecord): Promise<ListFile>;
  /**
   * Opens the import for a chunk of rows (what they all need read once): how one row is imported,
   * or why no row can be any more (the importer has left the firm's staff).
   */
  open(ports: Ports, record: ImportRecord): Promise<ImportOneRow | { gone: string }>;
}
