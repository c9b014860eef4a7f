// Who may upload, read and change an entity's documents (spec 3 §6): staff who may see the
// entity, and its owners; a read-only client or a client on a read-only entity only reads;
// clients never see STAFF ONLY folders, and change files and folders only where the firm lets
// them ('Disabled by firm'). Anything not visible reads as 404.
import {
  clientActionsDisabledIn,
  DISABLED_BY_FIRM,
  FOLDER_NOT_FOUND,
  isStaffOnlyFolder,
  isSystemFolder,
} from '@portico/common/documents/vault';
import { DOCUMENT_TAGS_OFF } from '@portico/common/documents/document-tags';
import { ONLY_PDFS_SPLIT, SPLIT_OFF } from '@portico/common/documents/split';
import { ANNOTATIONS_OFF, ONLY_PDFS_ANNOTATED } from '@portico/common/documents/annotations';
import { DROP_LINK_MESSAGES } from '@portico/common/documents/drop-link';
import { canUseDropLink } from '@portico/common/firm/firm-access';
import { canDeleteTags, CANNOT_DELETE_TAGS } from '@portico/common/people/people-access';
import { Forbidden, Invalid, NotFound } from '../kernel/errors';
import { requireSignedIn, requireStaff, type Principal } from '../kernel/principal';
import {
  requireEntityEditable,
  requireVisibleEntity,
  type EntityRecord,
} from '../people/people.module';
import type { DocumentRecord } from './document-record';

export function requireDocumentWriter(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  const found = requireVisibleEntity(requireSignedIn(principal), entity);
  requireEntityEditable(found.caller, found.entity);
  return found;
}

export function requireDocumentReader(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
  document: DocumentRecord | null,
  { withDeleted = false } = {},
): { caller: Principal; entity: EntityRecord; document: DocumentRecord } {
  const caller = requireSignedIn(principal);
  if (
    !document ||
    (document.deletedAt && !withDeleted) ||
    !entity ||
    document.companyId !== entity.id
  )
    throw new NotFound('Document not found');
  try {
    requireVisibleEntity(caller, entity);
  } catch {
    throw new NotFound('Document not found');
  }
  if (!canSeeFolder(caller, document.folder)) throw new NotFound('Document not found');
  return { caller, entity, document };
}

/** Folders the caller never sees: for clients, the firm's STAFF ONLY folders. */
export const canSeeFolder = (caller: Principal, path: string): boolean =>
  caller.isStaff || !isStaffOnlyFolder(path);

/** An entity's vault, at a folder the caller may see ('Include deleted files' is for staff). */
export function requireVaultReader(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
  folder: string,
  includeDeleted: boolean,
): { caller: Principal; entity: EntityRecord } {
  const found = requireVisibleEntity(requireSignedIn(principal), entity);
  if (!canSeeFolder(found.caller, folder)) throw new NotFound(FOLDER_NOT_FOUND);
  if (includeDeleted && !found.caller.isStaff)
    throw new Forbidden('Only your firm can see deleted files');
  return found;
}

/** Whether a client is kept from changing things in this folder (staff never are). */
function clientActionsDisabled(caller: Principal, folder: string): boolean {
  if (caller.isStaff) return false;
  const { folders_where_client_actions_disabled: folders } = caller.firm.preferences;
  return isSystemFolder(folder) || clientActionsDisabledIn(folder, folders);
}

/** What the caller may do in one folder of a vault they can read (the screen's actions). */
export function vaultActions(caller: Principal, entity: EntityRecord, folder: string) {
  const writer = caller.isStaff || (!caller.readonly && !entity.readonlyAccess);
  const { preferences } = caller.firm;
  const disabledHere = clientActionsDisabled(caller, folder);
  return {
    upload: writer,
    edit_folders: writer && !disabledHere && (caller.isStaff || !preferences.disable_folder_action),
    edit_files:
      writer && !disabledHere && (caller.isStaff || !preferences.disable_file_edit_action),
    download: writer,
  };
}

/** Creating or deleting a folder in `folder` (clients: unless the firm turned that off). */
export function requireFolderEditor(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
  folder: string,
): { caller: Principal; entity: EntityRecord } {
  const found = requireDocumentWriter(principal, entity);
  if (!canSeeFolder(found.caller, folder)) throw new NotFound(FOLDER_NOT_FOUND);
  if (!vaultActions(found.caller, found.entity, folder).edit_folders)
    throw new Forbidden(DISABLED_BY_FIRM);
  return found;
}

/** Renaming or deleting a file in `folder` (clients: unless the firm turned that off). */
export function requireFileEditor(caller: Principal, entity: EntityRecord, folder: string): void {
  requireDocumentWriter(caller, entity);
  if (!vaultActions(caller, entity, folder).edit_files) throw new Forbidden(DISABLED_BY_FIRM);
}

/** Restoring deleted items and describing files: the firm's side only. */
export function requireVaultStaff(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  const found = requireDocumentWriter(principal, entity);
  if (!found.caller.isStaff) throw new Forbidden('Only your firm can do this');
  return found;
}

/** The firm's document tags: staff, while the firm has them turned on. */
export function requireDocumentTagger(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (!caller.firm.preferences.document_tags_enabled) throw new Forbidden(DOCUMENT_TAGS_OFF);
  return caller;
}

/** Changing one file's tags: a tagger (above) who can see the file and change its entity. */
export function requireTaggableFile(
  caller: Principal,
  entity: EntityRecord | null,
  document: DocumentRecord | null,
): void {
  const found = requireDocumentReader(caller, entity, document);
  requireEntityEditable(caller, found.entity);
}

/** Deleting a document tag takes it off every file of the firm: not for group-limited staff. */
export function requireDocumentTagDeleter(principal: Principal | null | undefined): Principal {
  const caller = requireDocumentTagger(principal);
  if (!canDeleteTags(caller.firmAccess)) throw new Forbidden(CANNOT_DELETE_TAGS);
  return caller;
}

/**
 * Splitting a PDF into documents by hand (spec 3 §5: "only for advisors with the bulk upload
 * processor, and for PDFs"): staff who may change the entity, while the firm has it turned on.
 */
export function requireSplitter(
  caller: Principal,
  entity: EntityRecord,
  document: DocumentRecord,
): void {
  requireVaultStaff(caller, entity);
  if (!caller.firm.preferences.bulk_upload_processor) throw new Forbidden(SPLIT_OFF);
  if (document.contentType !== 'application/pdf') throw new Invalid(ONLY_PDFS_SPLIT);
}

/**
 * A PDF's annotations (spec 3 §6: "annotation on preview (when enabled)" is for advisors): staff
 * who may change the entity's files, while the firm has `annotation_enabled`.
 */
export function requireAnnotator(
  caller: Principal,
  entity: EntityRecord,
  document: DocumentRecord,
): void {
  requireVaultStaff(caller, entity);
  if (!caller.firm.preferences.annotation_enabled) throw new Forbidden(ANNOTATIONS_OFF);
  if (document.contentType !== 'application/pdf') throw new Invalid(ONLY_PDFS_ANNOTATED);
}

/**
 * The firm's Drop Link (spec 1 §2: "partners, admins and full users when drop link is enabled"):
 * its address, who is told of a drop, and the drops themselves.
 */
export function requireDropLinkUser(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (!canUseDropLink(caller.firmAccess, caller.firm.preferences)) {
    throw new Forbidden(
      caller.firm.preferences.drop_link_enabled
        ? 'Only partners, admins and full users can use the drop link'
        : DROP_LINK_MESSAGES.off,
    );
  }
  return caller;
}
