// One file of a client list, read: its header matched to the template's columns, its rows
// numbered by line.
import { clientListRows } from '@portico/common/imports/client-list-rows';
import type { ClientListType } from '@portico/common/imports/imports';
import type { Blobs } from '../../platform/blobs/blobs';
import { readImportTable } from '../import-table';
import type { StoredImportFile } from '../imports.repo';
import type { ListFile } from '../row-importer';

export async function readClientListFile(
  blobs: Blobs,
  file: StoredImportFile,
  listType: ClientListType,
): Promise<ListFile> {
  const table = await readImportTable(blobs, file);
  if ('problem' in table) return table;
  const read = clientListRows(listType, table);
  return 'problem' in read ? read : { header: table[0]!, lines: table, rows: read.rows };
}
