// A rollover items CSV as the import pipeline takes it (row-importer.ts): read by the spec's column
// order, each row the prior-year item, for the import's year, of the entity the firm's tax software
// knows by the row's external entity id — one the importer sees and may change the items of.
import {
  noEntityWithExternalId,
  ROLLOVER_CSV_COLUMNS,
  rolloverItemRows,
  rolloverRowItem,
} from '@portico/common/imports/rollover-items-rows';
import { principalResolver } from '../../auth/auth.module';
import { firmRepo } from '../../firm/firm.module';
import { DomainError } from '../../kernel/errors';
import { canSeeEntity, entitiesRepo, usersRepo } from '../../people/people.module';
import { rolloverItemImports } from '../../questionnaires/questionnaires.module';
import { readImportTable } from '../import-table';
import type { RowImporter } from '../row-importer';

export const ROLLOVER_IMPORTER_GONE =
  'The person who imported this file can no longer change prior-year items';

export const rolloverItemsImporter: RowImporter = {
  columns: () => ROLLOVER_CSV_COLUMNS,
  async read(blobs, file) {
    const table = await readImportTable(blobs, file);
    if ('problem' in table) return table;
    const read = rolloverItemRows(table);
    if ('problem' in read) return read;
    // A file without a header row is reported under the spec's columns.
    const header = read.hasHeader ? table[0]! : [...ROLLOVER_CSV_COLUMNS];
    return { header, lines: table, rows: read.rows };
  },
  async open(ports, record) {
    const { db, clock } = ports;
    const importer = await principalResolver(usersRepo(db), firmRepo(db))(
      record.createdBy,
      record.firmId,
    );
    const year = record.options.year;
    if (!importer?.isStaff || !year) return { gone: ROLLOVER_IMPORTER_GONE };
    const entities = entitiesRepo(db);
    const items = rolloverItemImports(db, clock);
    return async (_file, row) => {
      const item = rolloverRowItem(row);
      if ('problem' in item) return { reason: item.problem };
      const [entity] = (await entities.byExternalId(record.firmId, item.externalEntityId)).filter(
        (found) => canSeeEntity(importer, found),
      );
      if (!entity) return { reason: noEntityWithExternalId(item.externalEntityId) };
      try {
        return await items.importItem(importer, entity, year, item);
      } catch (error) {
        if (error instanceof DomainError) return { reason: error.message };
        throw error;
      }
    };
  },
};
