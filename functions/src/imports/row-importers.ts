// The imports processed row by row, by file type (issue 49): client lists, staff lists, rollover
// items CSVs, and zipped rollover documents (a file a row).
import type { ImportFileType } from '@portico/common/imports/imports';
import { clientListImporter } from './client-list/client-list-importer';
import { placedFilesImporter } from './placed-files/placed-files-importer';
import { rolloverItemsImporter } from './rollover-items/rollover-items-importer';
import { staffListImporter } from './staff-list/staff-list-importer';
import type { RowImporter } from './row-importer';

const IMPORTERS: Partial<Record<ImportFileType, RowImporter>> = {
  client_list: clientListImporter,
  staff_list: staffListImporter,
  rollover_items_csv: rolloverItemsImporter,
  zipped_rollover_items: placedFilesImporter,
  rollover_items_import: placedFilesImporter,
};

export function rowImporterOf(type: ImportFileType): RowImporter {
  const importer = IMPORTERS[type];
  if (!importer) throw new Error(`${type} imports are not processed row by row`);
  return importer;
}
