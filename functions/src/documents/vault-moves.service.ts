// Moving things around the vault (spec 3 §7 "rename", "move or copy"): a folder renamed takes
// everything inside along (its files' and folders' paths change in one transaction), and files
// move or copy into a folder of the same entity or of another the caller may change. A file that
// leaves its entity leaves the question it answered; a copy is a document of its own, with its
// own copy of the bytes.
import {
  isSystemFolder,
  isWithin,
  joinFolder,
  nameTaken,
  parentFolder,
  ROOT_FOLDER,
  DISABLED_BY_FIRM,
  FOLDER_NOT_FOUND,
  SYSTEM_FOLDER_LOCKED,
  type MoveDocumentsDto,
  type MoveDocumentsInput,
  type RenameFolderInput,
  type VaultFolderDto,
} from '@portico/common/documents/vault';
import { Conflict, Forbidden, Invalid, NotFound } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { PlannedWrites } from '../platform/db/planned-writes';
import type { NewId } from '../platform/ids/ids';
import { liveFolderAt, vaultBlobPath, type DocumentRecord } from './document-record';
import { toVaultFileDto, toVaultFolderDto } from './documents.dto';
import {
  canSeeFolder,
  requireDocumentWriter,
  requireFileEditor,
  requireFolderEditor,
  requireVaultReader,
} from './documents.policy';
import type { DocumentsDeps } from './documents.service';
import { MAX_FOLDER_DELETE } from './vault.service';

interface Deps extends DocumentsDeps {
  newId: NewId;
}

/** `path` with its `from` prefix replaced by `to`. */
const rebased = (path: string, from: string, to: string) => `${to}${path.slice(from.length)}`;

export function vaultMovesService(deps: Deps) {
  const { db, documents, folders, entities, blobs, clock, newId, questionUploads } = deps;

  return {
    async renameFolder(
      principal: Principal | null | undefined,
      input: RenameFolderInput,
    ): Promise<VaultFolderDto> {
      const caller = requireSignedIn(principal);
      const entity = await entities.getByIdOrHash(caller.firmId, input.company_id);
      requireFolderEditor(caller, entity, input.path);
      if (isSystemFolder(input.path)) throw new Forbidden(SYSTEM_FOLDER_LOCKED);
      const to = joinFolder(parentFolder(input.path), input.name);
      if (!canSeeFolder(caller, to))
        throw new Forbidden('Only your firm can make STAFF ONLY folders');
      return db.runTransaction(async (tx) => {
        const all = await folders.readForCompany(tx, caller.firmId, entity!.id);
        const target = all.find((f) => f.path === input.path && !f.deletedAt);
        if (!target) throw new NotFound(FOLDER_NOT_FOUND);
        if (to === input.path) return toVaultFolderDto(target, 0);
        if (liveFolderAt(all, to)) throw new Conflict(nameTaken(input.name));
        // Deleted folders and files inside go along, so they can still be restored.
        const subtree = all.filter((f) => isWithin(f.path, input.path));
        const files = await documents.readInFolders(
          tx,
          caller.firmId,
          entity!.id,
          [...new Set(subtree.map((f) => f.path))],
          'any',
        );
        if (subtree.length + files.length > MAX_FOLDER_DELETE)
          throw new Invalid(
            `This folder holds more than ${MAX_FOLDER_DELETE} items. Move some of its files first.`,
          );
        const now = clock.now();
        for (const folder of subtree)
          folders.setPath(tx, folder, rebased(folder.path, input.path, to), now);
        for (const file of files)
          documents.change(tx, file, { folder: rebased(file.folder, input.path, to) });
        return toVaultFolderDto({ ...target, path: to, updatedAt: now }, 0);
      });
    },

    async moveFiles(
      principal: Principal | null | undefined,
      input: MoveDocumentsInput,
    ): Promise<MoveDocumentsDto> {
      const caller = requireSignedIn(principal);
      const source = await entities.getByIdOrHash(caller.firmId, input.company_id);
      requireVaultReader(caller, source, ROOT_FOLDER, false);
      const ids = [...new Set(input.document_ids)];
      const files = (await documents.getMany(caller.firmId, ids)).filter(
        (f) => f.companyId === source!.id && !f.deletedAt && canSeeFolder(caller, f.folder),
      );
      if (files.length !== ids.length) throw new NotFound('Document not found');
      if (!input.copy) for (const file of files) requireFileEditor(caller, source!, file.folder);

      const target = input.to_company_id
        ? await entities.getByIdOrHash(caller.firmId, input.to_company_id)
        : source;
      requireDocumentWriter(caller, target);
      if (!canSeeFolder(caller, input.to_path)) throw new NotFound(FOLDER_NOT_FOUND);
      if (!caller.isStaff && isSystemFolder(input.to_path)) throw new Forbidden(DISABLED_BY_FIRM);
      const now = clock.now();
      const sameEntity = target!.id === source!.id;

      if (sameEntity && !input.copy) {
        const moved = await db.runTransaction(async (tx) => {
          const all = await folders.readForCompany(tx, caller.firmId, source!.id);
          if (!liveFolderAt(all, input.to_path)) throw new NotFound(FOLDER_NOT_FOUND);
          const current = await documents.readMany(tx, caller.firmId, ids);
          if (current.some((f) => f.deletedAt)) throw new NotFound('Document not found');
          return current.map((file) =>
            documents.change(tx, file, { folder: input.to_path, updatedAt: now }),
          );
        });
        return { files: moved.map((f) => toVaultFileDto(f, caller)), duplicates: [] };
      }

      // Copies (and moves to another entity): new documents with their own bytes; the target
      // entity never holds the same file twice.
      const duplicates: string[] = [];
      const made: DocumentRecord[] = [];
      for (const file of files) {
        if (!sameEntity && (await documents.findSame(caller.firmId, target!.id, file.sha256))) {
          duplicates.push(file.name);
          continue;
        }
        const id = newId();
        const blobPath = vaultBlobPath(caller.firmId, target!.id, id);
        await blobs.copy(file.blobPath, blobPath, file.contentType);
        made.push({
          ...file,
          id,
          companyId: target!.id,
          folder: input.to_path,
          blobPath,
          questionnaireId: sameEntity ? file.questionnaireId : null,
          questionId: null,
          markedAsOthers: sameEntity && file.questionnaireId !== null,
          uploadedBy: caller.userId,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        });
      }
      const movedIds = new Set(files.filter((f) => !duplicates.includes(f.name)).map((f) => f.id));
      await db
        .runTransaction(async (tx) => {
          const all = await folders.readForCompany(tx, caller.firmId, target!.id);
          if (!liveFolderAt(all, input.to_path)) throw new NotFound(FOLDER_NOT_FOUND);
          const leaving = input.copy
            ? []
            : (await documents.readMany(tx, caller.firmId, [...movedIds])).filter(
                (f) => !f.deletedAt,
              );
          const detached: PlannedWrites[] = [];
          for (const file of leaving)
            if (file.questionnaireId && file.questionId)
              detached.push(
                await questionUploads.planDetach(
                  tx,
                  caller,
                  source!,
                  { questionnaireId: file.questionnaireId, questionId: file.questionId },
                  file.id,
                ),
              );
          for (const record of made) documents.insert(tx, record);
          // What moved to another entity leaves this one as a deleted file staff can restore.
          documents.markDeleted(tx, leaving, now);
          for (const plan of detached) plan.apply();
        })
        .catch(async (error: unknown) => {
          await Promise.all(made.map((d) => blobs.delete(d.blobPath).catch(() => undefined)));
          throw error;
        });
      return { files: made.map((f) => toVaultFileDto(f, caller)), duplicates };
    },
  };
}

export type VaultMovesService = ReturnType<typeof vaultMovesService>;
