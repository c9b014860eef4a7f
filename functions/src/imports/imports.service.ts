// Imports (spec 3 §4, §5, §7): client list templates, and uploads in two steps — the API checks
// the form and hands out signed upload URLs, the browser puts the files, and a commit checks the
// files arrived before the import record exists. An upload never committed is never an import.
import {
  clientListTemplateCsv,
  importSuccessMessage,
  keepImportFiles,
  NO_FILES,
  tooLargeMessage,
  MAX_IMPORT_FILE_BYTES,
  type BlobLinkDto,
  type ClientListTemplate,
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
import { canSeeImport, requireImporter, requireImportType } from './imports.policy';
import {
  toImportDto,
  type ImportOptions,
  type ImportsRepo,
  type StoredImportFile,
} from './imports.repo';

/** Downloads of templates and import files: long enough to click, short enough not to share. */
export const LINK_TTL_MS = 5 * 60_000;
/** How long the signed upload URLs (and so the upload) stay open: enough for 999 × 150 MB. */
export const UPLOAD_TTL_MS = 60 * 60_000;
const STAT_BATCH = 20;
const UPLOAD_EXPIRED = 'This upload has expired. Please upload the files again.';

interface Deps {
  repo: ImportsRepo;
  users: UsersRepo;
  blobs: Blobs;
  clock: Clock;
  newId: NewId;
}

export const importFolder = (firmId: string, importId: string) =>
  `firms/${firmId}/imports/${importId}`;
const templatePath = (firmId: string, template: ClientListTemplate) =>
  `firms/${firmId}/import-templates/client-list-${template}.csv`;

/** Blob names keep the file's name readable but cannot leave the import's folder. */
const blobName = (index: number, name: string) =>
  `${String(index + 1).padStart(3, '0')}-${name.replace(/[^\w.\- ()]+/g, '_').slice(-120)}`;

const linkDto = (link: string): BlobLinkDto => ({ document: { data: { link } } });

export function importsService({ repo, users, blobs, clock, newId }: Deps) {
  async function optionsFor(caller: Principal, input: ImportUploadInput): Promise<ImportOptions> {
    if (input.assignedFirmUserId) {
      const assignee = await users.get(caller.firmId, input.assignedFirmUserId);
      if (!assignee?.isAdvisor) throw new Invalid('Choose an assignee from your firm');
    }
    return {
      list_type: input.listType ?? null,
      assigned_firm_user_id: input.assignedFirmUserId ?? null,
      tax_software: input.taxSoftware ?? null,
      year: input.year ?? null,
      document_name: input.documentName ?? null,
      comment: input.comment,
    };
  }

  return {
    async templateLink(
      principal: Principal | null | undefined,
      template: ClientListTemplate,
    ): Promise<BlobLinkDto> {
      const caller = requireImporter(principal);
      const path = templatePath(caller.firmId, template);
      await blobs.put(
        path,
        new TextEncoder().encode(clientListTemplateCsv(template)),
        'text/csv; charset=utf-8',
      );
      return linkDto(await blobs.signedUrl(path, 'read', LINK_TTL_MS));
    },

    /** Checks the whole form before any byte is sent, then answers one upload URL per file. */
    async startUpload(
      principal: Principal | null | undefined,
      input: ImportUploadInput,
    ): Promise<ImportUploadDto> {
      const caller = requireImporter(principal);
      requireImportType(caller, input.documentType);
      const { kept, dropped } = keepImportFiles(input.files);
      if (kept.length === 0) throw new Invalid(NO_FILES);
      const tooLarge = kept.find((file) => file.size > MAX_IMPORT_FILE_BYTES);
      if (tooLarge) throw new TooLarge(tooLargeMessage(tooLarge.name));
      const options = await optionsFor(caller, input);
      const id = newId();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
      const files: StoredImportFile[] = kept.map((file, index) => ({
        name: file.name,
        size: file.size,
        content_type: file.contentType || 'application/octet-stream',
        path: `${importFolder(caller.firmId, id)}/${blobName(index, file.name)}`,
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
          files.map(async (file) => ({
            name: file.name,
            upload_url: await blobs.signedUrl(file.path, 'write', UPLOAD_TTL_MS),
          })),
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
      if (created) {
        if (upload.expiresAt.getTime() < clock.now().getTime()) throw new Conflict(UPLOAD_EXPIRED);
        // Up to 999 files: look them up a few at a time rather than one by one or all at once.
        for (let start = 0; start < upload.files.length; start += STAT_BATCH) {
          const batch = upload.files.slice(start, start + STAT_BATCH);
          const stored = await Promise.all(batch.map((file) => blobs.stat(file.path)));
          batch.forEach((file, i) => {
            if (!stored[i]) throw new Invalid(`${file.name} was not uploaded. Please try again.`);
            if (stored[i].size !== file.size)
              throw new Invalid(`${file.name} was not uploaded completely. Please try again.`);
          });
        }
      }
      const record = await repo.commit(upload, clock.now());
      if (!record) throw new Conflict(UPLOAD_EXPIRED);
      return {
        import: toImportDto(record),
        message: importSuccessMessage(record.documentType),
        created,
      };
    },

    async get(principal: Principal | null | undefined, id: string): Promise<ImportDto> {
      const caller = requireImporter(principal);
      const record = await repo.getImport(caller.firmId, id);
      if (!record || !canSeeImport(caller, record.createdBy))
        throw new NotFound('Import not found');
      return toImportDto(record);
    },

    async fileLink(
      principal: Principal | null | undefined,
      id: string,
      index: number,
    ): Promise<BlobLinkDto> {
      const caller = requireImporter(principal);
      const record = await repo.getImport(caller.firmId, id);
      if (!record || !canSeeImport(caller, record.createdBy))
        throw new NotFound('Import not found');
      const file = record.files[index];
      if (!file) throw new NotFound('File not found');
      return linkDto(await blobs.signedUrl(file.path, 'read', LINK_TTL_MS));
    },
  };
}

export type ImportsService = ReturnType<typeof importsService>;
