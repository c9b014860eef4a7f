// A client list, imported in the background as soon as it is committed (issue 49), in two queued
// tasks. The first reads each file once (its rows counted, a file that cannot be read named with
// why) and queues a chunk task per ROWS_PER_CHUNK rows. Each chunk reads its file again and
// imports its rows one by one as the importer (import-client-row.ts), leaving its outcome for the
// progress; the chunk that finds every chunk done ends the import. A row's records have ids fixed
// by the import and the row's place, so a retried chunk makes nothing twice.
import { principalResolver, loginsRepo, staffSignInLinks } from '../../auth/auth.module';
import type { Principal } from '../../kernel/principal';
import { entityTypesOf, firmCatalogRepo, firmRepo } from '../../firm/firm.module';
import { entityConversations } from '../../messaging/messaging.module';
import { clientCreation, entitiesRepo, usersRepo } from '../../people/people.module';
import { importFinishedText, importLink, type ImportStatus } from '@portico/common/imports/imports';
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import { DomainError } from '../../kernel/errors';
import { directNotifications } from '../../notifications/notifications.module';
import type { QueuedTask } from '../../platform/queue/background-work';
import type { Ports } from '../../platform/ports';
import {
  chunkKey,
  chunksOf,
  importsRepo,
  progressOf,
  ROWS_PER_CHUNK,
  type ChunkOutcome,
  type ImportRecord,
  type ImportsRepo,
} from '../imports.repo';
import { readClientListFile } from './client-list-file';
import { listTags, tagKindOfList } from './client-list-tags';
import { importClientRow, type ClientRowContext } from './import-client-row';

export interface ClientListPayload {
  firmId: string;
  importId: string;
}

export interface ClientListChunkPayload extends ClientListPayload {
  /** The file's index in the import. */
  file: number;
  chunk: number;
}

export const IMPORTER_GONE = 'The person who imported this list can no longer add clients';

/** The import's files read (once) and its row counts kept; answers the import as it now is. */
async function readFiles(ports: Ports, repo: ImportsRepo, record: ImportRecord) {
  if (record.rowCounts) return record;
  const listType = record.options.list_type ?? 'individuals';
  const read = await Promise.all(
    record.files.map((file) => readClientListFile(ports.blobs, file, listType)),
  );
  const rowCounts = read.map((file) => ('rows' in file ? file.rows.length : 0));
  const problems = read.flatMap((file, index) =>
    'problem' in file ? [`${record.files[index]!.name}: ${file.problem}`] : [],
  );
  await repo.filesRead(record, { rowCounts, problems });
  return { ...record, rowCounts, problems };
}

/** Reads the files and queues their chunks (again, harmlessly, when retried). */
export async function startClientList(ports: Ports, { firmId, importId }: ClientListPayload) {
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
        importClientListChunkTask,
        { firmId, importId, file, chunk },
        { taskId: `client-list-${importId}-${chunkKey(file, chunk)}` },
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
      text: importFinishedText(status, progress),
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

/**
 * The import's new clients each get a sign-in link, as staff send them from the Users list, when
 * the importer asked. A client a link cannot reach (no email, links lately) is skipped there; a
 * refusal (the importer became read-only) leaves the client made, to be sent a link from the list.
 */
function signInLinksSender(ports: Ports, record: ImportRecord, importer: Principal) {
  const { send_sign_in_links: wanted, portal_url: portalUrl } = record.options;
  if (!wanted || !portalUrl) return null;
  const links = staffSignInLinks(ports);
  return async (userIds: string[]) => {
    try {
      await links.send(
        importer,
        { user_ids: userIds, company_ids: [], questionnaire_ids: [] },
        portalUrl,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  };
}

async function rowContext(ports: Ports, record: ImportRecord): Promise<ClientRowContext | null> {
  const { db } = ports;
  const users = usersRepo(db);
  const importer = await principalResolver(users, firmRepo(db))(record.createdBy, record.firmId);
  if (!importer?.isStaff) return null;
  const catalog = firmCatalogRepo(db);
  const listType = record.options.list_type ?? 'individuals';
  const [groups, entityTypes, tags] = await Promise.all([
    catalog.list(record.firmId, 'groups'),
    entityTypesOf(catalog, record.firmId),
    listTags(catalog, record.firmId, tagKindOfList(listType)),
  ]);
  return {
    db,
    importer,
    importId: record.id,
    listType,
    tags,
    assigneeId: record.options.assigned_firm_user_id ?? '',
    groups,
    entityTypes: entityTypes.map((type) => type.name),
    users,
    entities: entitiesRepo(db),
    create: clientCreation(ports, {
      logins: loginsRepo(db),
      entityConversations: entityConversations(db),
    }),
    sendSignInLinks: signInLinksSender(ports, record, importer),
  };
}

/** Imports one chunk of a file's rows; answers what became of them. */
export async function importClientListChunk(
  ports: Ports,
  { firmId, importId, file, chunk }: ClientListChunkPayload,
): Promise<ChunkOutcome | null> {
  const repo = importsRepo(ports.db);
  const record = await repo.getImport(firmId, importId);
  const stored = record?.files[file];
  if (record?.status !== 'processing' || !record.rowCounts || !stored) return null;
  const read = await readClientListFile(
    ports.blobs,
    stored,
    record.options.list_type ?? 'individuals',
  );
  const rows =
    'rows' in read ? read.rows.slice(chunk * ROWS_PER_CHUNK, (chunk + 1) * ROWS_PER_CHUNK) : [];
  const ctx = await rowContext(ports, record);
  const outcome = {
    rows: rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: [] as ChunkOutcome['failed'],
  } satisfies ChunkOutcome;
  for (const row of rows) {
    const result = ctx ? await importClientRow(ctx, file, row) : { reason: IMPORTER_GONE };
    if (result === 'created') outcome.created += 1;
    else if (result === 'updated') outcome.updated += 1;
    else if (result === 'unchanged') outcome.unchanged += 1;
    else outcome.failed.push({ file, line: row.line, reason: result.reason });
  }
  await repo.chunkDone(record, chunkKey(file, chunk), outcome);
  await finishIfDone(ports, repo, record);
  return outcome;
}

export const startClientListTask: QueuedTask<ClientListPayload> = {
  name: 'startClientListImport',
  async handle(payload, ports) {
    await startClientList(ports, payload);
  },
};

export const importClientListChunkTask: QueuedTask<ClientListChunkPayload> = {
  name: 'importClientListChunk',
  async handle(payload, ports) {
    await importClientListChunk(ports, payload);
  },
};
