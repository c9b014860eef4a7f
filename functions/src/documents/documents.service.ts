// One document: a short-lived link to read it (served with its sniffed type), what its preview
// shows (a HEIC photo as a JPEG), and removing it,
// which also takes it out of the question it answers (spec 2 §7 "Delete a document"); in the
// vault, clients remove files only where the firm lets them.
import {
  PHOTO_CANNOT_BE_PREVIEWED,
  PHOTO_TOO_LARGE_TO_PREVIEW,
  type DocumentPreviewDto,
  type VaultFileDto,
} from '@portico/common/documents/vault';
import { NOT_RETRYABLE } from '@portico/common/documents/tax-forms';
import { Conflict, Invalid, NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { EntitiesRepo } from '../people/people.module';
import type { Blobs } from '../platform/blobs/blobs';
import type { Clock } from '../platform/clock/clock';
import type { Db } from '../platform/db/db';
import type { TaskQueue } from '../platform/queue/task-queue';
import { NO_WRITES } from '../platform/db/planned-writes';
import type { QuestionUploads } from './documents-links';
import { requireDocumentWriter, requireFileEditor, requireVaultStaff } from './documents.policy';
import { toVaultFileDto } from './documents.dto';
import { PROCESSING, queueRecognition, RETRYABLE } from './processing/recognition-queue';
import type { DocumentsRepo } from './documents.repo';
import type { FoldersRepo } from './folders.repo';
import { HEIC_PREVIEW_MAX_BYTES, heicToJpeg } from './image-rendition';
import { documentFinder } from './readable-document';

export const LINK_TTL_MS = 5 * 60 * 1000;

/** What the documents area's services are built from. */
export interface DocumentsDeps {
  db: Db;
  documents: DocumentsRepo;
  folders: FoldersRepo;
  entities: EntitiesRepo;
  blobs: Blobs;
  clock: Clock;
  queue: TaskQueue;
  questionUploads: QuestionUploads;
}

export function documentsService(deps: DocumentsDeps) {
  const { db, documents, blobs, clock, questionUploads } = deps;
  const find = documentFinder(deps);

  return {
    /** A link that opens the file, or (`download`) saves it. */
    async link(
      principal: Principal | null | undefined,
      id: string,
      download = false,
    ): Promise<{ url: string }> {
      const { document } = await find(principal, id);
      const url = await blobs.signedReadUrl(document.blobPath, LINK_TTL_MS, {
        contentType: document.contentType,
        fileName: document.name,
        download,
      });
      return { url };
    },

    /**
     * What the preview dialog shows (spec 3 "Documents browser"): the file itself, served inline,
     * or for a HEIC photo a JPEG made from it on the first preview and kept beside it.
     */
    async preview(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<DocumentPreviewDto> {
      const { document } = await find(principal, id);
      if (document.contentType !== 'image/heic') {
        const url = await blobs.signedReadUrl(document.blobPath, LINK_TTL_MS, {
          contentType: document.contentType,
          fileName: document.name,
        });
        return { url, content_type: document.contentType };
      }
      if (document.size > HEIC_PREVIEW_MAX_BYTES) throw new Invalid(PHOTO_TOO_LARGE_TO_PREVIEW);
      const rendition = `${document.blobPath}.preview.jpg`;
      if (!(await blobs.stat(rendition))) {
        const stored = await blobs.get(document.blobPath);
        if (!stored) throw new NotFound('Document not found');
        const jpeg = await heicToJpeg(stored.bytes).catch(() => {
          throw new Invalid(PHOTO_CANNOT_BE_PREVIEWED);
        });
        await blobs.put(rendition, jpeg, 'image/jpeg');
      }
      const url = await blobs.signedReadUrl(rendition, LINK_TTL_MS, {
        contentType: 'image/jpeg',
        fileName: document.name.replace(/\.hei[cf]$/i, '') + '.jpg',
      });
      return { url, content_type: 'image/jpeg' };
    },

    /** Staff ask for a PDF that failed or found no form to be read again (spec 3 "Documents"). */
    async recognizeAgain(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<VaultFileDto> {
      const { caller, entity } = await find(principal, id);
      requireVaultStaff(caller, entity);
      const [changed, attempt] = await db.runTransaction(async (tx) => {
        const [current] = await documents.readMany(tx, caller.firmId, [id]);
        if (!current || current.deletedAt) throw new NotFound('Document not found');
        if (!current.recognition || !RETRYABLE.has(current.recognition.status))
          throw new Conflict(NOT_RETRYABLE);
        const next = documents.change(tx, current, {
          recognition: PROCESSING,
          updatedAt: clock.now(),
        });
        return [next, clock.now().getTime()] as const;
      });
      await queueRecognition(deps.queue, [changed], { attempt });
      return toVaultFileDto(changed, caller);
    },

    async remove(principal: Principal | null | undefined, id: string): Promise<void> {
      const { caller, entity, document } = await find(principal, id);
      // Taking a file out of a question's answer is answering; anywhere else it is a file edit.
      if (document.questionId) requireDocumentWriter(caller, entity);
      else requireFileEditor(caller, entity, document.folder);
      await db.runTransaction(async (tx) => {
        const [current] = await documents.readMany(tx, caller.firmId, [id]);
        if (!current || current.deletedAt) return;
        const detached =
          current.questionnaireId && current.questionId
            ? await questionUploads.planDetach(
                tx,
                caller,
                entity,
                { questionnaireId: current.questionnaireId, questionId: current.questionId },
                id,
              )
            : NO_WRITES;
        documents.markDeleted(tx, [current], clock.now());
        detached.apply();
      });
    },
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
