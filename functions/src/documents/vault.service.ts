// An entity's document vault (spec 3 "Documents browser and uploads", §4 Documents, §5
// Documents): one folder's folders and files with the tree beside them, making folders, renaming
// and describing files, and deleting and restoring files and whole folders. Each change is one
// transaction; a folder and what it holds go and come back together.
import {
  folderName,
  isFolderPath,
  isSystemFolder,
  isWithin,
  joinFolder,
  nameTaken,
  parentFolder,
  ROOT_FOLDER,
  splitExtension,
  SYSTEM_FOLDER_LOCKED,
  FOLDER_NOT_FOUND,
  INVALID_PATH,
  type CreateFolderInput,
  type FolderActionInput,
  type ListDocumentsInput,
  type UpdateDocumentInput,
  type VaultFileDto,
  type VaultFolderDto,
  type VaultListingDto,
} from '@portico/common/documents/vault';
import { alreadyUploaded } from '@portico/common/documents/uploads';
import { Conflict, Forbidden, Invalid, NotFound } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { EntityRecord } from '../people/people.module';
import type { DbTransaction } from '../platform/db/db';
import { NO_WRITES, type PlannedWrites } from '../platform/db/planned-writes';
import type { NewId } from '../platform/ids/ids';
import { liveFolderAt, type DocumentRecord, type FolderRecord } from './document-record';
import { toVaultFileDto, toVaultFolderDto } from './documents.dto';
import {
  canSeeFolder,
  requireDocumentReader,
  requireFileEditor,
  requireFolderEditor,
  requireVaultReader,
  requireVaultStaff,
  vaultActions,
} from './documents.policy';
import type { DocumentsDeps } from './documents.service';
import type { FoldersRepo } from './folders.repo';

/** The most folders and files one folder deletion changes (a transaction writes at most 500). */
export const MAX_FOLDER_DELETE = 450;

interface Deps extends DocumentsDeps {
  folders: FoldersRepo;
  newId: NewId;
}

const live = (records: FolderRecord[]) => records.filter((f) => !f.deletedAt);

export function vaultService(deps: Deps) {
  const { db, documents, folders, entities, clock, newId, questionUploads } = deps;

  const companyOf = async (caller: Principal, idOrHash: string) =>
    entities.getByIdOrHash(caller.firmId, idOrHash);

  /** A file the caller may see, deleted ones too for staff (to restore them). */
  async function findFile(principal: Principal | null | undefined, id: string, deleted = false) {
    const caller = requireSignedIn(principal);
    const document = await documents.get(caller.firmId, id);
    const entity = document ? await companyOf(caller, document.companyId) : null;
    return requireDocumentReader(caller, entity, document, {
      withDeleted: deleted && caller.isStaff,
    });
  }

  /** Inside a transaction: plans the questions answered by these files to let them go. */
  async function planDetachAll(
    tx: DbTransaction,
    caller: Principal,
    entity: EntityRecord,
    files: DocumentRecord[],
  ): Promise<PlannedWrites[]> {
    const plans: PlannedWrites[] = [];
    for (const file of files)
      plans.push(
        file.questionnaireId && file.questionId
          ? await questionUploads.planDetach(
              tx,
              caller,
              entity,
              { questionnaireId: file.questionnaireId, questionId: file.questionId },
              file.id,
            )
          : NO_WRITES,
      );
    return plans;
  }

  return {
    async list(
      principal: Principal | null | undefined,
      input: ListDocumentsInput,
    ): Promise<VaultListingDto> {
      const caller = requireSignedIn(principal);
      const entity = await companyOf(caller, input.company_id);
      requireVaultReader(caller, entity, input.path, input.include_deleted);
      const [all, files] = await Promise.all([
        folders.listForCompany(caller.firmId, entity!.id),
        documents.listInFolder(caller.firmId, entity!.id, input.path, input.include_deleted),
      ]);
      const visible = all.filter((f) => canSeeFolder(caller, f.path));
      const here = visible.find((f) => f.path === input.path && !f.deletedAt);
      const deletedHere = visible.find((f) => f.path === input.path);
      if (input.path !== ROOT_FOLDER && !here && !(input.include_deleted && deletedHere))
        throw new NotFound(FOLDER_NOT_FOUND);
      const livePaths = new Set(live(visible).map((f) => f.path));
      // A deleted folder shows only while no live folder has taken its name.
      const children = visible.filter(
        (f) =>
          parentFolder(f.path) === input.path &&
          (!f.deletedAt ? true : input.include_deleted && !livePaths.has(f.path)),
      );
      const shown = new Map<string, FolderRecord>();
      for (const child of children)
        if (!shown.has(child.path) || !child.deletedAt) shown.set(child.path, child);
      const folderDtos: VaultFolderDto[] = await Promise.all(
        [...shown.values()].map(async (f) => {
          const subfolders = [...livePaths].filter((p) => parentFolder(p) === f.path).length;
          const count = await documents.countLiveInFolder(caller.firmId, entity!.id, f.path);
          return toVaultFolderDto(f, subfolders + count);
        }),
      );
      return {
        path: input.path,
        folders: folderDtos.sort((a, b) => a.name.localeCompare(b.name)),
        files: files
          .map((file) => toVaultFileDto(file, caller))
          .sort((a, b) => a.name.localeCompare(b.name)),
        tree: [...livePaths].sort(),
        can: vaultActions(caller, entity!, input.path),
      };
    },

    async createFolder(
      principal: Principal | null | undefined,
      input: CreateFolderInput,
    ): Promise<VaultFolderDto> {
      const caller = requireSignedIn(principal);
      const entity = await companyOf(caller, input.company_id);
      requireFolderEditor(caller, entity, input.path);
      const path = joinFolder(input.path, input.name);
      if (!isFolderPath(path)) throw new Invalid(INVALID_PATH);
      if (!canSeeFolder(caller, path))
        throw new Forbidden('Only your firm can make STAFF ONLY folders');
      const now = clock.now();
      const record: FolderRecord = {
        id: newId(),
        firmId: caller.firmId,
        companyId: entity!.id,
        path,
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      };
      await db.runTransaction(async (tx) => {
        const existing = await folders.readForCompany(tx, caller.firmId, entity!.id);
        if (!liveFolderAt(existing, input.path)) throw new NotFound(FOLDER_NOT_FOUND);
        if (liveFolderAt(existing, path)) throw new Conflict(nameTaken(input.name));
        folders.insert(tx, record);
      });
      return toVaultFolderDto(record, 0);
    },

    /** A new base name (the extension stays) and, for staff, a description. */
    async updateFile(
      principal: Principal | null | undefined,
      id: string,
      input: UpdateDocumentInput,
    ): Promise<VaultFileDto> {
      const { caller, entity, document } = await findFile(principal, id);
      if (input.name !== undefined) requireFileEditor(caller, entity, document.folder);
      if (input.description !== undefined) requireVaultStaff(caller, entity);
      return db.runTransaction(async (tx) => {
        const [current] = await documents.readMany(tx, caller.firmId, [id]);
        if (!current || current.deletedAt) throw new NotFound('Document not found');
        const name =
          input.name === undefined
            ? current.name
            : `${input.name}${splitExtension(current.name).extension}`;
        const description = input.description ?? current.description;
        if (name === current.name && description === current.description)
          return toVaultFileDto(current, caller);
        const changed = documents.change(tx, current, {
          name,
          description,
          updatedAt: clock.now(),
        });
        return toVaultFileDto(changed, caller);
      });
    },

    /** Staff bring a deleted file back, as one of its questionnaire's attachments if it had one. */
    async restoreFile(principal: Principal | null | undefined, id: string): Promise<VaultFileDto> {
      const { caller, entity, document } = await findFile(principal, id, true);
      requireVaultStaff(caller, entity);
      return db.runTransaction(async (tx) => {
        const [current] = await documents.readMany(tx, caller.firmId, [id]);
        if (!current) throw new NotFound('Document not found');
        if (!current.deletedAt) return toVaultFileDto(current, caller);
        const existing = await folders.readForCompany(tx, caller.firmId, entity.id);
        if (!liveFolderAt(existing, current.folder))
          throw new Conflict(`Restore the folder ${folderName(current.folder)} first`);
        const twin = await documents.findSame(caller.firmId, entity.id, document.sha256);
        if (twin) throw new Conflict(alreadyUploaded(current.name));
        const restored = documents.change(tx, current, {
          deletedAt: null,
          updatedAt: clock.now(),
          ...(current.questionId ? { questionId: null, markedAsOthers: true } : {}),
        });
        return toVaultFileDto(restored, caller);
      });
    },

    /** A folder, its folders and their files go together (the system folder never). */
    async deleteFolder(
      principal: Principal | null | undefined,
      input: FolderActionInput,
    ): Promise<void> {
      const caller = requireSignedIn(principal);
      const entity = await companyOf(caller, input.company_id);
      requireFolderEditor(caller, entity, input.path);
      if (isSystemFolder(input.path)) throw new Forbidden(SYSTEM_FOLDER_LOCKED);
      await db.runTransaction(async (tx) => {
        const existing = live(await folders.readForCompany(tx, caller.firmId, entity!.id));
        const subtree = existing.filter((f) => isWithin(f.path, input.path));
        if (!subtree.some((f) => f.path === input.path)) throw new NotFound(FOLDER_NOT_FOUND);
        const paths = subtree.map((f) => f.path);
        const files = await documents.readInFolders(tx, caller.firmId, entity!.id, paths, null);
        if (subtree.length + files.length > MAX_FOLDER_DELETE)
          throw new Invalid(
            `This folder holds more than ${MAX_FOLDER_DELETE} items. Delete some of its files first.`,
          );
        const detached = await planDetachAll(tx, caller, entity!, files);
        const now = clock.now();
        folders.setDeleted(tx, subtree, now, now);
        documents.markDeleted(tx, files, now);
        for (const plan of detached) plan.apply();
      });
    },

    /** Staff bring a deleted folder back with what was deleted with it. */
    async restoreFolder(
      principal: Principal | null | undefined,
      input: FolderActionInput,
    ): Promise<void> {
      const caller = requireSignedIn(principal);
      const entity = await companyOf(caller, input.company_id);
      requireVaultStaff(caller, entity);
      await db.runTransaction(async (tx) => {
        const existing = await folders.readForCompany(tx, caller.firmId, entity!.id);
        if (liveFolderAt(existing, input.path))
          throw new Conflict(nameTaken(folderName(input.path)));
        const target = existing
          .filter((f) => f.path === input.path && f.deletedAt)
          .sort((a, b) => b.deletedAt!.getTime() - a.deletedAt!.getTime())[0];
        if (!target) throw new NotFound(FOLDER_NOT_FOUND);
        const parent = parentFolder(input.path);
        if (!liveFolderAt(existing, parent))
          throw new Conflict(`Restore the folder ${folderName(parent)} first`);
        const at = target.deletedAt!.getTime();
        const livePaths = new Set(live(existing).map((f) => f.path));
        const subtree = existing.filter(
          (f) =>
            isWithin(f.path, input.path) && f.deletedAt?.getTime() === at && !livePaths.has(f.path),
        );
        const files = await documents.readInFolders(
          tx,
          caller.firmId,
          entity!.id,
          subtree.map((f) => f.path),
          target.deletedAt,
        );
        const now = clock.now();
        folders.setDeleted(tx, subtree, null, now);
        for (const file of files)
          documents.change(tx, file, {
            deletedAt: null,
            ...(file.questionId ? { questionId: null, markedAsOthers: true } : {}),
          });
      });
    },
  };
}

export type VaultService = ReturnType<typeof vaultService>;
