// An import file's cells, whatever the list (issue 49): CSV in UTF-8 (or, as older Excel saves it,
// Windows-1252), or an Excel workbook's first sheet, at most MAX_CLIENT_LIST_ROWS rows below its
// header; or why it cannot be read.
import {
  MAX_CLIENT_LIST_ROWS,
  MAX_WORKBOOK_BYTES,
  NOT_CSV,
  TOO_MANY_ROWS,
  UNREADABLE_WORKBOOK,
  WORKBOOK_TOO_LARGE,
} from '@portico/common/imports/client-list-rows';
import { MalformedCsv, readCsv } from '../kernel/csv-read';
import { readWorkbook, UnreadableWorkbook } from '../kernel/xlsx-read';
import type { Blobs } from '../platform/blobs/blobs';
import type { StoredImportFile } from './imports.repo';

const UNCLOSED_QUOTE = 'A quoted cell is not closed: check the quotes in the file';

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook by its bytes, or a zip named .xlsx (a workbook whose parts come in another order). */
const isWorkbook = (file: StoredImportFile) =>
  file.content_type === XLSX ||
  (file.content_type === 'application/zip' && /\.xlsx$/i.test(file.name));

/** The file's cells, or why they cannot be read. */
async function cellsOf(
  file: StoredImportFile,
  bytes: Uint8Array,
): Promise<string[][] | { problem: string }> {
  if (isWorkbook(file)) {
    if (bytes.length > MAX_WORKBOOK_BYTES) return { problem: WORKBOOK_TOO_LARGE };
    try {
      const table = await readWorkbook(bytes, MAX_CLIENT_LIST_ROWS + 1);
      return table === 'too-many' ? { problem: TOO_MANY_ROWS } : table;
    } catch (error) {
      if (error instanceof UnreadableWorkbook) return { problem: UNREADABLE_WORKBOOK };
      throw error;
    }
  }
  try {
    return readCsv(decode(bytes));
  } catch (error) {
    if (error instanceof MalformedCsv) return { problem: UNCLOSED_QUOTE };
    throw error;
  }
}

export async function readImportTable(
  blobs: Blobs,
  file: StoredImportFile,
): Promise<string[][] | { problem: string }> {
  if (file.content_type !== 'text/csv' && !isWorkbook(file)) return { problem: NOT_CSV };
  const stored = await blobs.get(file.path);
  if (!stored) throw new Error(`The import file ${file.path} is missing`);
  const table = await cellsOf(file, stored.bytes);
  if ('problem' in table) return table;
  if (table.length - 1 > MAX_CLIENT_LIST_ROWS) return { problem: TOO_MANY_ROWS };
  return table;
}
