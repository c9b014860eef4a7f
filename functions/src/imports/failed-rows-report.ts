// The report of an import's rows not imported (issue 49): each such row as the file had it, then
// its line and why, as a CSV the staff fix and import again (the extra columns are ignored then; a
// row already imported is not made twice). One file keeps its own columns; rows of several files
// are put in the template's columns, with the file named.
import { REPORT_REASON_COLUMN } from '@portico/common/imports/client-list-rows';
import { csvFile, csvRow } from '../kernel/csv';
import type { Blobs } from '../platform/blobs/blobs';
import type { FailedRow, ImportRecord } from './imports.repo';
import { rowImporterOf } from './row-importers';

export async function failedRowsReport(
  blobs: Blobs,
  record: ImportRecord,
  failed: FailedRow[],
): Promise<Uint8Array> {
  const importer = rowImporterOf(record.documentType);
  const single = record.files.length === 1;
  const columns = importer.columns(record);
  const lines = single ? [] : [csvRow([...columns, 'File', 'Line', REPORT_REASON_COLUMN])];
  for (const [index, file] of record.files.entries()) {
    const ofFile = failed.filter((row) => row.file === index);
    if (ofFile.length === 0 && !single) continue;
    const read = await importer.read(blobs, file, record);
    if ('problem' in read) continue;
    if (single) lines.push(csvRow([...read.header, 'Line', REPORT_REASON_COLUMN]));
    const byLine = new Map(read.rows.map((row) => [row.line, row.cells]));
    for (const { line, reason } of ofFile) {
      const cells = single
        ? read.header.map((_, column) => read.lines[line - 1]?.[column] ?? '')
        : [...columns.map((column) => byLine.get(line)?.[column] ?? ''), file.name];
      lines.push(csvRow([...cells, String(line), reason]));
    }
  }
  return csvFile(lines);
}
