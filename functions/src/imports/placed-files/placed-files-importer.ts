// Zipped rollover items and organizers as the import pipeline takes them (row-importer.ts): each
// file of the import's zips is a row; it goes to the entity its name names (entity-of-file.ts),
// into that entity's prior-year documents folder for the import's year, as the importer files it
// (documents' importedFiling: checked as an upload, skipped when the entity has it). A file no
// entity matches is left with its name, for the staff to place by hand (placed-files.service.ts).
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import { PLACE_MESSAGES, priorYearDocumentsFolder } from '@portico/common/imports/placed-files';
import { principalResolver } from '../../auth/auth.module';
import { importedFiling } from '../../documents/documents.module';
import { firmRepo } from '../../firm/firm.module';
import type { Principal } from '../../kernel/principal';
import { entitiesRepo, usersRepo, type EntityRecord } from '../../people/people.module';
import type { Ports } from '../../platform/ports';
import type { ImportRecord } from '../imports.repo';
import type { RowImporter, RowOutcome } from '../row-importer';
import { archiveEntries, type ArchiveEntry } from './import-archive';
import { entityOfFile } from './entity-of-file';

export const FILES_IMPORTER_GONE =
  'The person who imported these files can no longer file documents';

const FILE_COLUMN = 'File';

/** The prior-year folder the import's files go to: its year, else the tax year it was made in. */
export const placedFolder = (record: ImportRecord) =>
  priorYearDocumentsFolder(record.options.year ?? defaultTaxYear(record.createdAt));

/** Where a file of the import is kept while it is filed. */
const stagedPath = (record: ImportRecord, file: number, line: number) =>
  `imports/${record.firmId}/${record.id}/files/${file}-${line}`;

/** One file of the import filed in `entity`'s vault: made, already there, or not a kept kind. */
export async function placeFile(
  ports: Ports,
  record: ImportRecord,
  importer: Principal,
  entity: EntityRecord,
  at: { file: number; line: number; entry: ArchiveEntry },
): Promise<RowOutcome> {
  const bytes = await at.entry.bytes();
  const blobPath = stagedPath(record, at.file, at.line);
  await ports.blobs.put(blobPath, bytes, 'application/octet-stream');
  try {
    const filed = await importedFiling(ports).file(importer, entity, placedFolder(record), [
      { name: at.entry.name, size: bytes.length, blobPath },
    ]);
    if (filed.filed.length > 0) return 'created';
    if (filed.duplicates.length > 0) return 'unchanged';
    return { reason: PLACE_MESSAGES.notKept, name: at.entry.name };
  } finally {
    await ports.blobs.delete(blobPath).catch(() => undefined);
  }
}

/** The importer as the import's files are filed, or null when they may no longer file any. */
export async function importerOf(ports: Ports, record: ImportRecord) {
  const { db } = ports;
  const importer = await principalResolver(usersRepo(db), firmRepo(db))(
    record.createdBy,
    record.firmId,
  );
  return importer?.isStaff && !importer.readonly ? importer : null;
}

export const placedFilesImporter: RowImporter = {
  columns: () => [FILE_COLUMN],
  async read(blobs, file) {
    const entries = await archiveEntries(blobs, file);
    if ('problem' in entries) return entries;
    if (entries.length === 0) return { problem: 'The zip holds no files' };
    return {
      header: [FILE_COLUMN],
      lines: entries.map((entry) => [entry.name]),
      rows: entries.map((entry, index) => ({
        line: index + 1,
        cells: { [FILE_COLUMN]: entry.name },
      })),
    };
  },
  async open(ports, record) {
    const importer = await importerOf(ports, record);
    if (!importer) return { gone: FILES_IMPORTER_GONE };
    const entities = entitiesRepo(ports.db);
    // A chunk's files come from one zip: it is opened once.
    const opened = new Map<number, Promise<ArchiveEntry[] | { problem: string }>>();
    return async (file, row) => {
      const stored = record.files[file]!;
      if (!opened.has(file)) opened.set(file, archiveEntries(ports.blobs, stored));
      const entries = await opened.get(file)!;
      const entry = 'problem' in entries ? undefined : entries[row.line - 1];
      const name = row.cells[FILE_COLUMN]!;
      if (!entry) return { reason: PLACE_MESSAGES.notKept, name };
      const entity = await entityOfFile(entities, importer, name);
      if ('reason' in entity) return { reason: entity.reason, name };
      return placeFile(ports, record, importer, entity, { file, line: row.line, entry });
    };
  },
};
