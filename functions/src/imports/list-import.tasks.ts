// An import processed row by row (a client list, a rollover items CSV: row-importers.ts), in the
// background as soon as it is committed (issue 49), in two queued tasks. The first reads each file
// once (its rows counted, a file that cannot be read named with why) and queues a chunk task per
// ROWS_PER_CHUNK rows. Each chunk reads its file again and imports its rows one by one as the
// importer, leaving its outcome for the progress; the chunk that finds every chunk done ends the
// import, telling the importer in the bell. A row's records have ids fixed by the import and the
// row's place (or by what they are), so a retried chunk makes nothing twice.
import { importFinishedText, importLink, type ImportStatus } from '@portico/common/imports/imports';
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import { directNotifications } from '../notifications/notifications.module';
import type { QueuedTask } from '../platform/queue/background-work';
import type { Ports } from '../platform/ports';
import {
  chunkKey,
  chunksOf,
  importsRepo,
  progressOf,
  ROWS_PER_CHUNK,
  type ChunkOutcome,
  type ImportRecord,
  type ImportsRepo,
} from './imports.repo';
import { rowImporterOf } from './row-importers';

export interface ListImportPayload {
  firmId: string;
  importId: string;
}

export interface ListImportChunkPayload extends ListImportPayload {
  /** The file's index in the import. */
  file: number;
  chunk: number;
}

/** The import's files read (once) and its row counts kept; answers the import as it now is. */
async function readFiles(ports: Ports, repo: ImportsRepo, record: ImportRecord) {
  if (record.rowCounts) return record;
  const importer = rowImporterOf(record.documentType);
  const read = await Promise.all(
    record.files.map((file) => importer.read(ports.blobs, file, record)),
  );
  const rowCounts = read.map((file) => ('rows' in file ? file.rows.length : 0));
  const problems = read.flatMap((file, index) =>
    'problem' in file ? [`${record.files[index]!.name}: ${file.problem}`] : [],
  );
  await repo.filesRead(record, { rowCounts, problems });
  return { ...record, rowCounts, problems };
}

/** Reads the files and queues their chunks (again, harmlessly, when retried). */
export async function startListImport(ports: Ports, { firmId, importId }: ListImportPayload) {
  const repo = importsRepo(ports.db);
  const found = await repo.getImport(firmId, importId);
  if (found?.status !== 'processing') return;
  const record = await readFiles(ports, repo, found);
  const rowCounts = record.rowCounts ?? [];
  if (rowCounts.every((rows) => rows === 0)) {
    await finishImport(ports, record, 'failed');
    return;
  }
  for (const [file, rows] of rowCounts.entries())
    for (let chunk = 0; chunk < chunksOf(rows); chunk++)
      await ports.queue.enqueue(
        importListChunkTask,
        { firmId, importId, file, chunk },
        { taskId: `list-import-${importId}-${chunkKey(file, chunk)}` },
      );
}

/**
 * Ends the import, once, with the importer told in the bell (the dialog may have been closed long
 * before): how many clients were added and rows left out, linking to the outcome and its report.
 */
async function finishImport(ports: Ports, record: ImportRecord, status: ImportStatus) {
  const repo = importsRepo(ports.db);
  const progress = progressOf(record, status === 'failed' ? [] : await repo.chunksDone(record));
  await repo.finish(record, status, (tx) =>
    directNotifications(ports.db, ports.clock).plan(tx, {
      firmId: record.firmId,
      userId: record.createdBy,
      typeId: NOTIFICATION_TYPE.information,
      text: importFinishedText(record.documentType, status, progress),
      link: importLink(record.id),
      clientName: '',
      companyId: null,
    }),
  );
}

/** Ends the import once every chunk of every file has left its outcome. */
async function finishIfDone(ports: Ports, repo: ImportsRepo, record: ImportRecord) {
  const outcomes = await repo.chunksDone(record);
  const expected = (record.rowCounts ?? []).reduce((n, rows) => n + chunksOf(rows), 0);
  if (outcomes.length < expected) return;
  const anyLeftOut = record.problems.length > 0 || outcomes.some((o) => o.failed.length > 0);
  await finishImport(ports, record, anyLeftOut ? 'completed_with_errors' : 'completed');
}

/** Imports one chunk of a file's rows; answers what became of them. */
export async function importListChunk(
  ports: Ports,
  { firmId, importId, file, chunk }: ListImportChunkPayload,
): Promise<ChunkOutcome | null> {
  const repo = importsRepo(ports.db);
  const record = await repo.getImport(firmId, importId);
  const stored = record?.files[file];
  if (record?.status !== 'processing' || !record.rowCounts || !stored) return null;
  const importer = rowImporterOf(record.documentType);
  const read = await importer.read(ports.blobs, stored, record);
  const rows =
    'rows' in read ? read.rows.slice(chunk * ROWS_PER_CHUNK, (chunk + 1) * ROWS_PER_CHUNK) : [];
  const importRow = await importer.open(ports, record);
  const outcome = {
    rows: rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: [] as ChunkOutcome['failed'],
  } satisfies ChunkOutcome;
  for (const row of rows) {
    const result =
      typeof importRow === 'function' ? await importRow(file, row) : { reason: importRow.gone };
    if (result === 'created') outcome.created += 1;
    else if (result === 'updated') outcome.updated += 1;
    else if (result === 'unchanged') outcome.unchanged += 1;
    else outcome.failed.push({ file, line: row.line, ...result });
  }
  await repo.chunkDone(record, chunkKey(file, chunk), outcome);
  await finishIfDone(ports, repo, record);
  return outcome;
}

export const startListImportTask: QueuedTask<ListImportPayload> = {
  name: 'startListImport',
  async handle(payload, ports) {
    await startListImport(ports, payload);
  },
};

export const importListChunkTask: QueuedTask<ListImportChunkPayload> = {
  name: 'importListChunk',
  async handle(payload, ports) {
    await importListChunk(ports, payload);
  },
};
