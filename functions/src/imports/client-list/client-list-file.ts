// One file of a client list, read: CSV in UTF-8 (or, as older Excel saves it, Windows-1252),
// its header matched to the template's columns, its rows numbered by line.
import {
  clientListRows,
  MAX_CLIENT_LIST_ROWS,
  NOT_CSV,
  TOO_MANY_ROWS,
  type ClientListRow,
} from '@portico/common/imports/client-list-rows';
import type { ClientListType } from '@portico/common/imports/imports';
import { MalformedCsv, readCsv } from '../../kernel/csv-read';
import type { Blobs } from '../../platform/blobs/blobs';
import type { StoredImportFile } from '../imports.repo';

export type ClientListFile =
  | {
      /** The file's own header and body, as written (the report of rows left out keeps them). */
      header: string[];
      body: string[][];
      rows: ClientListRow[];
    }
  | { problem: string };

const UNCLOSED_QUOTE = 'A quoted cell is not closed: check the quotes in the file';

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export async function readClientListFile(
  blobs: Blobs,
  file: StoredImportFile,
  listType: ClientListType,
): Promise<ClientListFile> {
  if (file.content_type !== 'text/csv') return { problem: NOT_CSV };
  const stored = await blobs.get(file.path);
  if (!stored) throw new Error(`The import file ${file.path} is missing`);
  let table: string[][];
  try {
    table = readCsv(decode(stored.bytes));
  } catch (error) {
    if (error instanceof MalformedCsv) return { problem: UNCLOSED_QUOTE };
    throw error;
  }
  if (table.length - 1 > MAX_CLIENT_LIST_ROWS) return { problem: TOO_MANY_ROWS };
  const read = clientListRows(listType, table);
  return 'problem' in read ? read : { header: table[0]!, body: table.slice(1), rows: read.rows };
}
