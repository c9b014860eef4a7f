// Imports (spec 3 §4, §5, §7): client list templates, and uploads in two steps — the API checks
// the form and hands out single-use signed upload URLs, the browser puts the files, and a commit
// checks the files arrived, decides their types from their bytes and copies them where no upload
// URL writes, before the import record exists. An upload never committed is never an import. A
// client list is then imported in the background (list-import.tasks.ts); its progress
// and the report of its rows not imported are read here.
import { failedRowsFileName } from '@portico/common/imports/client-list-rows';
import {
  listTemplateCsv,
  listTemplateFileName,
  importSuccessMessage,
  isImportFinished,
  isPlacedImport,
  isProcessedImport,
  keepImportFiles,
  NO_FILES,
  tooLargeMessage,
  MAX_IMPORT_FILE_BYTES,
  type BlobLinkDto,
  type ListTemplate,
  type ImportCommitDto,
  type ImportDto,
  type ImportUploadDto,
  type ImportUploadInput,
} from '@portico/common/imports/imports';
import { Conflict, Invalid, NotFound, TooLarge } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { UsersRepo } from '../people/people.module';
import type { Blobs } from '../platform/blobs/blobs';
import type { Clock } from '../platform/clock/clock';
import type { NewId } from '../platform/ids/ids';
import type { TaskQueue } from '../platform/queue/task-queue';
import { startListImportTask } from './list-import.tasks';
import { failedRowsReport } from './failed-rows-report';
import { unplacedFiles } from './placed-files/unplaced-files';
import { committedPath, reportPath, stagedPath, templatePath } from './import-blob-paths';
import { decideImportFileType, SNIFF_BYTES } from './import-file-type';
import { canSeeImport, requireImporter, requireImportType } from './imports.policy';
import {
  progressOf,
  toImportDto,
  type ImportOptions,
  type ImportRecord,
  type ImportsRepo,
  type ImportUploadRecord,
  type StoredImportFile,
} from './imports.repo';

/** Downloads of templates and import files: long enough to click, short enough not to share. */
export const LINK_TTL_MS = 5 * 60_000;
/** How long the signed upload URLs (and so the upload) stay open: enough for 999 × 150 MB. */
export const UPLOAD_TTL_MS = 60 * 60_000;
const STAT_BATCH = 20;
const UPLOAD_EXPIRED = 'This upload has expired. Please upload the files again.';
export const NO_REPORT = 'This import has no rows left out';

interface Deps {
  repo: ImportsRepo;
  users: UsersRepo;
  blobs: Blobs;
  clock: Clock;
  newId: NewId;
  queue: TaskQueue;
}

const linkDto = (link: string): BlobLinkDto => ({ document: { data: { link } } });

/** Up to 999 files: a few at a time rather than one by one or all at once. */
async function inBatches<T, R>(items: T[], work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += STAT_BATCH) {
    const batch = items.slice(start, start + STAT_BATCH);
    results.push(...(await Promise.all(batch.map((item, i) => work(item, start + i)))));
  }
  return results;
}

/**
 * An import as the API answers it: its progress and, a placed import, its files left unplaced
 * (those placed by hand since counted as added).
 */
export async function importDtoOf(repo: ImportsRepo, record: ImportRecord) {
  const outcomes = record.rowCounts ? await repo.chunksDone(record) : [];
  const progress = progressOf(record, outcomes);
  const unplaced = unplacedFiles(record, outcomes);
  const byHand =
    progress && isPlacedImport(record.documentType) ? progress.failed - unplaced.length : 0;
  return toImportDto(
    record,
    progress && {
      ...progress,
      created: progress.created + byHand,
      failed: progress.failed - byHand,
    },
    unplaced,
  );
}

export function importsService({ repo, users, blobs, clock, newId, queue }: Deps) {
  /** The import the caller may see, or NotFound. */
  async function visibleImport(caller: Principal, id: string): Promise<ImportRecord> {
    const record = await repo.getImport(caller.firmId, id);
    if (!record || !canSeeImport(caller, record.createdBy)) throw new NotFound('Import not found');
    return record;
  }

  const importDto = (record: ImportRecord) => importDtoOf(repo, record);

  /** Throws unless every promised file is stored whole. */
  async function requireAllUploaded(files: StoredImportFile[]): Promise<void> {
    const stored = await inBatches(files, (file) => blobs.stat(file.path));
    files.forEach((file, i) => {
      if (!stored[i]) throw new Invalid(`${file.name} was not uploaded. Please try again.`);
      if (stored[i].size !== file.size)
        throw new Invalid(`${file.name} was not uploaded completely. Please try again.`);
    });
  }

  /** The file as the import keeps it: the type its bytes show, at a path no URL writes to. */
  async function keepFile(
    upload: ImportUploadRecord,
    file: StoredImportFile,
    index: number,
  ): Promise<StoredImportFile> {
    const start = (await blobs.readRange(file.path, 0, SNIFF_BYTES)) ?? Buffer.alloc(0);
    const contentType = await decideImportFileType(upload.documentType, start);
    const path = committedPath(upload, index, file.name);
    await blobs.copy(file.path, path, contentType);
    return { ...file, content_type: contentType, path };
  }

  async function optionsFor(
    caller: Principal,
    input: ImportUploadInput,
    portalUrl: string,
  ): Promise<ImportOptions> {
    if (input.assignedFirmUserId) {
      const assignee = await users.get(caller.firmId, input.assignedFirmUserId);
      if (!assignee?.isStaff) throw new Invalid('Choose an assignee from your firm');
    }
    return {
      list_type: input.listType ?? null,
      assigned_firm_user_id: input.assignedFirmUserId ?? null,
      send_sign_in_links: input.sendSignInLinks ?? false,
      // Where the mailed links lead: a client list's sign-in links, a staff list's invitations.
      portal_url: input.sendSignInLinks || input.documentType === 'staff_list' ? portalUrl : null,
      tax_software: input.taxSoftware ?? null,
      year: input.year ?? null,
      document_name: input.documentName ?? null,
      comment: input.comment,
    };
  }

  return {
    async templateLink(
      principal: Principal | null | undefined,
      template: ListTemplate,
    ): Promise<BlobLinkDto> {
      const caller = requireImporter(principal);
      const path = templatePath(caller.firmId, template);
      const contentType = 'text/csv; charset=utf-8';
      await blobs.put(path, new TextEncoder().encode(listTemplateCsv(template)), contentType);
      const fileName = listTemplateFileName(template);
      return linkDto(await blobs.signedReadUrl(path, LINK_TTL_MS, { contentType, fileName }));
    },

    /** Checks the whole form before any byte is sent, then answers one upload URL per file. */
    async startUpload(
      principal: Principal | null | undefined,
      input: ImportUploadInput,
      portalUrl: string,
    ): Promise<ImportUploadDto> {
      const caller = requireImporter(principal);
      requireImportType(caller, input.documentType);
      const { kept, dropped } = keepImportFiles(input.files);
      if (kept.length === 0) throw new Invalid(NO_FILES);
      const tooLarge = kept.find((file) => file.size > MAX_IMPORT_FILE_BYTES);
      if (tooLarge) throw new TooLarge(tooLargeMessage(tooLarge.name));
      const options = await optionsFor(caller, input, portalUrl);
      const id = newId();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
      const upload = { firmId: caller.firmId, id };
      const files: StoredImportFile[] = kept.map((file, index) => ({
        name: file.name,
        size: file.size,
        // The uploader's claim, until the commit decides from the bytes.
        content_type: file.contentType || 'application/octet-stream',
        path: stagedPath(upload, index, file.name),
      }));
      await repo.createUpload({
        id,
        firmId: caller.firmId,
        createdBy: caller.userId,
        createdAt: now,
        expiresAt,
        documentType: input.documentType,
        options,
        files,
      });
      return {
        upload_id: id,
        expires_at: expiresAt.toISOString(),
        files: await Promise.all(
          files.map(async (file) => {
            const { url, headers } = await blobs.signedUploadUrl(
              file.path,
              UPLOAD_TTL_MS,
              file.size,
            );
            return { name: file.name, upload_url: url, upload_headers: headers };
          }),
        ),
        dropped,
      };
    },

    /** Makes the import once every promised file is stored whole; safe to call again. */
    async commit(
      principal: Principal | null | undefined,
      uploadId: string,
    ): Promise<ImportCommitDto & { created: boolean }> {
      const caller = requireImporter(principal);
      const upload = await repo.getUpload(caller.firmId, uploadId);
      if (!upload || upload.createdBy !== caller.userId) throw new NotFound('Upload not found');
      requireImportType(caller, upload.documentType);
      const created = !upload.committed;
      let files = upload.files;
      if (created) {
        if (upload.expiresAt.getTime() < clock.now().getTime()) throw new Conflict(UPLOAD_EXPIRED);
        await requireAllUploaded(upload.files);
        // A staged file cannot change once stored (its URL only creates), so the copies are
        // the files that were checked; a repeated commit copies the same bytes again.
        files = await inBatches(upload.files, (file, index) => keepFile(upload, file, index));
      }
      const status = isProcessedImport(upload.documentType) ? 'processing' : 'received';
      const record = await repo.commit(upload, files, clock.now(), status);
      if (!record) throw new Conflict(UPLOAD_EXPIRED);
      // Again on a repeated commit (the task id makes it one run): a commit that stopped between
      // the record and the queue still starts.
      if (record.status === 'processing')
        await queue.enqueue(
          startListImportTask,
          { firmId: record.firmId, importId: record.id },
          { taskId: `list-import-${record.id}` },
        );
      return {
        import: await importDto(record),
        message: importSuccessMessage(record.documentType),
        created,
      };
    },

    async get(principal: Principal | null | undefined, id: string): Promise<ImportDto> {
      const caller = requireImporter(principal);
      return importDto(await visibleImport(caller, id));
    },

    /** The CSV of a finished import's rows not imported, behind a short-lived link. */
    async reportLink(principal: Principal | null | undefined, id: string): Promise<BlobLinkDto> {
      const caller = requireImporter(principal);
      const record = await visibleImport(caller, id);
      const failed = isImportFinished(record.status)
        ? (await repo.chunksDone(record)).flatMap((outcome) => outcome.failed)
        : [];
      if (failed.length === 0) throw new NotFound(NO_REPORT);
      const path = reportPath(record);
      const contentType = 'text/csv; charset=utf-8';
      await blobs.put(path, await failedRowsReport(blobs, record, failed), contentType);
      const fileName = failedRowsFileName(record.files[0]?.name ?? 'client list.csv');
      return linkDto(await blobs.signedReadUrl(path, LINK_TTL_MS, { contentType, fileName }));
    },

    async fileLink(
      principal: Principal | null | undefined,
      id: string,
      index: number,
    ): Promise<BlobLinkDto> {
      const caller = requireImporter(principal);
      const record = await visibleImport(caller, id);
      const file = record.files[index];
      if (!file) throw new NotFound('File not found');
      const serveAs = { contentType: file.content_type, fileName: file.name };
      return linkDto(await blobs.signedReadUrl(file.path, LINK_TTL_MS, serveAs));
    },
  };
}

export type ImportsService = ReturnType<typeof importsService>;
