// Uploading documents (spec 2 §7 "Upload documents", spec 3 "Documents browser and uploads"): a
// temporary link per file straight to the blob store, then process_document checks each file by
// its bytes (a PDF that opens, or an image), skips invalid files and files the entity already
// has, keeps the rest in the vault, and (for a question) makes them its answer, in one
// transaction. A file that never arrived, or a failure before that transaction, leaves no
// document behind.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import {
  type ProcessDocumentDto,
  type ProcessDocumentInput,
  type StartUploadDto,
  type StartUploadInput,
} from '@portico/common/documents/uploads';
import {
  ATTACHMENTS_FOLDER,
  FOLDER_NOT_FOUND,
  isSystemFolder,
  ROOT_FOLDER,
  DISABLED_BY_FIRM,
} from '@portico/common/documents/vault';
import { Conflict, Forbidden, Invalid, NotFound } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { DbTransaction } from '../platform/db/db';
import { NO_WRITES } from '../platform/db/planned-writes';
import type { NewId } from '../platform/ids/ids';
import { keepCheckedFiles } from './staged-files';
import { queueRecognition } from './processing/recognition-queue';
import { newDocument } from './new-document';
import { signedUploadLinks } from '../platform/blobs/signed-upload-links';
import {
  foldersToMake,
  liveFolderAt,
  vaultBlobPath,
  type DocumentRecord,
  type FolderRecord,
} from './document-record';
import { toDocumentDto } from './documents.dto';
import type { DocumentsDeps } from './documents.service';
import { canSeeFolder, requireDocumentWriter } from './documents.policy';
import type { EntityNotifications } from '../notifications/notifications.module';
import type { ActivityRepo } from '../activity/activity.module';
import { uploadNotification } from './upload-notifications';

/** How long an upload link, and the upload it belongs to, stay open. */
export const UPLOAD_TTL_MS = 60 * 60 * 1000;
export const UPLOAD_EXPIRED = 'This upload has expired. Please choose the files again.';
export const UPLOAD_PROCESSED = 'These files were processed already';

interface Deps extends DocumentsDeps {
  newId: NewId;
  notifications: EntityNotifications;
  activity: ActivityRepo;
}

const stagedPath = (firmId: string, uploadId: string, index: number) =>
  `staged/${firmId}/${uploadId}/${index}`;

export function uploadsService(deps: Deps) {
  const { db, documents, folders, entities, blobs, clock, newId, questionUploads, notifications } =
    deps;

  /**
   * Folders the portal makes with the first files put in them: the attachments folder (files
   * attached to a message) and, for staff, the system folder's (a year's delivered returns).
   */
  const madeWithFiles = (caller: Principal, folder: string) =>
    folder === ATTACHMENTS_FOLDER || (caller.isStaff && isSystemFolder(folder));

  /** Files go to a live folder the caller sees; clients never into the system folder. */
  async function requireUploadFolder(caller: Principal, companyId: string, folder: string) {
    if (!canSeeFolder(caller, folder)) throw new NotFound(FOLDER_NOT_FOUND);
    if (!caller.isStaff && isSystemFolder(folder)) throw new Forbidden(DISABLED_BY_FIRM);
    if (folder === ROOT_FOLDER || madeWithFiles(caller, folder)) return;
    const all = await folders.listForCompany(caller.firmId, companyId);
    if (!liveFolderAt(all, folder)) throw new NotFound(FOLDER_NOT_FOUND);
  }

  /** Inside `tx`: the folders to make for files put in `folder` (it and its missing parents). */
  async function missingFolders(
    tx: DbTransaction,
    caller: Principal,
    companyId: string,
    folder: string,
    now: Date,
  ): Promise<FolderRecord[]> {
    if (!madeWithFiles(caller, folder)) return [];
    const existing = await folders.readForCompany(tx, caller.firmId, companyId);
    return foldersToMake(existing, folder, {
      newId,
      firmId: caller.firmId,
      companyId,
      userId: caller.userId,
      now,
    });
  }

  return {
    async startUpload(
      principal: Principal | null | undefined,
      input: StartUploadInput,
    ): Promise<StartUploadDto> {
      const caller = requireSignedIn(principal);
      const entity = await entities.getByIdOrHash(caller.firmId, input.company_id);
      requireDocumentWriter(caller, entity);
      await requireUploadFolder(caller, entity!.id, input.path);
      const id = newId();
      const now = clock.now();
      const files = input.files.map((file, index) => ({
        name: file.name,
        size: file.size,
        path: stagedPath(caller.firmId, id, index),
      }));
      await documents.createUpload({
        id,
        firmId: caller.firmId,
        companyId: entity!.id,
        createdBy: caller.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + UPLOAD_TTL_MS),
        files,
        folder: input.path,
        processedAt: null,
      });
      return {
        upload_id: id,
        files: await signedUploadLinks(blobs, files, UPLOAD_TTL_MS),
      };
    },

    async process(
      principal: Principal | null | undefined,
      input: ProcessDocumentInput,
    ): Promise<ProcessDocumentDto> {
      const caller = requireSignedIn(principal);
      const upload = await documents.getUpload(caller.firmId, input.upload_id);
      if (!upload || upload.createdBy !== caller.userId) throw new NotFound('Upload not found');
      if (upload.processedAt) throw new Conflict(UPLOAD_PROCESSED);
      if (upload.expiresAt.getTime() < clock.now().getTime()) throw new Conflict(UPLOAD_EXPIRED);
      const entity = await entities.getByIdOrHash(caller.firmId, upload.companyId);
      requireDocumentWriter(caller, entity);
      await requireUploadFolder(caller, entity!.id, upload.folder);
      const target =
        input.questionnaire_id && input.question_id
          ? { questionnaireId: input.questionnaire_id, questionId: input.question_id }
          : null;
      if (Boolean(input.questionnaire_id) !== Boolean(input.question_id))
        throw new Invalid('A questionnaire and its question go together');

      const now = clock.now();
      const staged = await keepCheckedFiles(upload.files, {
        blobs,
        newId,
        stagedPath: (file) => file.path,
        keptPath: (id) => vaultBlobPath(caller.firmId, entity!.id, id),
        existingCopy: async (sha256) =>
          (await documents.findSame(caller.firmId, entity!.id, sha256))?.name ?? null,
      });
      const kept: DocumentRecord[] = staged.kept.map(
        ({ file, id, blobPath, contentType, size, sha256 }) =>
          newDocument(
            {
              id,
              firmId: caller.firmId,
              companyId: entity!.id,
              name: file.name,
              folder: upload.folder,
              blobPath,
              contentType,
              size,
              sha256,
              description: input.description,
              questionnaireId: target?.questionnaireId ?? null,
              questionId: target?.questionId ?? null,
              uploadedBy: caller.userId,
            },
            now,
          ),
      );
      const result: ProcessDocumentDto = {
        documents: [],
        duplicates: staged.duplicates,
        invalid: staged.invalid,
        password_protected: staged.passwordProtected,
        failed: staged.failed,
        answer: null,
      };

      /** The questionnaire the files answer, by name, once they are its answer. */
      let answered: string | null = null;
      await db
        .runTransaction(async (tx) => {
          const current = await documents.readUpload(tx, caller.firmId, upload.id);
          if (!current || current.processedAt) throw new Conflict(UPLOAD_PROCESSED);
          const newFolders =
            kept.length > 0 ? await missingFolders(tx, caller, entity!.id, upload.folder, now) : [];
          const attached =
            target && kept.length > 0
              ? await questionUploads.planAttach(
                  tx,
                  caller,
                  entity!,
                  target,
                  kept.map((d) => d.id),
                )
              : { writes: NO_WRITES, answer: null, questionnaireName: null };
          const told =
            kept.length > 0
              ? await notifications.plan(
                  tx,
                  uploadNotification({
                    firmId: caller.firmId,
                    companyId: entity!.id,
                    uploadedBy: caller.userId,
                    count: kept.length,
                    folder: upload.folder,
                    questionnaireId: target?.questionnaireId ?? null,
                  }),
                )
              : NO_WRITES;
          for (const made of newFolders) folders.insert(tx, made);
          for (const record of kept) documents.insert(tx, record);
          documents.markProcessed(tx, current, now);
          attached.writes.apply();
          told.apply();
          result.answer = attached.answer;
          answered = attached.questionnaireName;
        })
        .catch(async (error: unknown) => {
          // No document was made: the copies kept for them go too.
          await staged.discard();
          throw error;
        });
      if (kept.length > 0)
        await deps.activity.add({
          firmId: caller.firmId,
          typeId: ACTIVITY_TYPE.document,
          title: 'Documents uploaded',
          // Where the files went as the uploader chose it: a questionnaire, or a vault folder.
          description: `${kept.map((d) => d.name).join(', ')} to ${answered ?? (upload.folder === ROOT_FOLDER ? 'Documents' : upload.folder)} for ${entity!.name}`,
          userId: caller.userId,
          ip: null,
          userAgent: null,
          at: now,
          companyId: entity!.id,
          questionnaireId: target?.questionnaireId ?? null,
        });
      // Clients' uploads are always split by form; firm users chose in the confirmation.
      await queueRecognition(
        deps.queue,
        kept.filter((d) => d.recognition),
        { split: !caller.isStaff || input.requires_splitting },
      );
      result.documents = kept.map(toDocumentDto);
      return result;
    },
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
