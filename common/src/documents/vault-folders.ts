// An entity's vault, its folders and names (spec 3 §4, §5): the paths, the folders only firm staff
// see, the system folder and the spec's messages. Apart from vault.ts (its requests' schemas) so a
// screen that only reads folders carries no schema library.
import { nameProblem } from './file-names';

export const ROOT_FOLDER = '/';
/** The system folder (the spec's vendor-named one): never deleted, never renamed. */
export const SYSTEM_FOLDER = '/_portico';
/** Where files attached to messages are kept (spec 3 §7 "Upload attachment … path /Attachments"). */
export const ATTACHMENTS_FOLDER = '/Attachments';
/** A folder whose name holds this is the firm's: clients and previews never see it. */
export const STAFF_ONLY_MARK = 'STAFF ONLY';
/** A file uploaded within these days shows the 'New' badge. */
export const NEW_DOCUMENT_DAYS = 7;
export const MAX_FOLDER_DEPTH = 12;
export const MAX_ITEM_NAME = 120;

export const DISABLED_BY_FIRM = 'Disabled by firm';
export const FOLDER_NAME_REQUIRED = 'Please enter a folder name';
export const ITEM_NAME_REQUIRED = 'Please enter a name';
export const FOLDER_NOT_FOUND = 'Folder not found';
export const INVALID_PATH = 'Invalid folder path';
export const SYSTEM_FOLDER_LOCKED = 'System folders cannot be deleted or renamed';
export const RENAME_FAILED = 'Failed to update document or folder';
export const DELETE_FAILED = 'Deleted Failed';
export const DELETED = 'Deleted successfully';
export const RESTORED = 'Restored successfully';
export const MIXED_SELECTION = 'Not available for a mix of deleted and non-deleted documents';
export const EMPTY_FOLDER = 'There are no files in this folder.';
export const nameTaken = (name: string) => `${name} already exists in this folder`;

/** The most one download may carry (spec 3 §9 download guidance). */
export const MAX_DOWNLOAD_BYTES = 150 * 1024 * 1024;
export const MAX_DOWNLOAD_FILES = 999;
/** When images are converted to PDF, the files may come to this much in all (spec 3 §9). */
export const MAX_CONVERTED_DOWNLOAD_BYTES = 15 * 1024 * 1024;
export const DOWNLOAD_TOO_LARGE =
  'Unfortunately, that folder/file is too large to download. Can you split it up into smaller batches? Generally, the total size should be less than 150MB. And if you’re converting images to PDF, it should be less than 15MB.';
export const DOWNLOAD_FAILED =
  'There was a problem downloading the folder. Please refresh and try again.';
export const FILES_ONLY = 'Downloading folders is not supported. Please select files only.';
export const NOTHING_TO_DOWNLOAD = 'Something went wrong.';

/**
 * Why a folder name, or the base name a rename edits, cannot be used, or null: the name rule of
 * every file and folder (file-names.ts), at most MAX_ITEM_NAME characters.
 */
export function itemNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return ITEM_NAME_REQUIRED;
  return nameProblem(trimmed, MAX_ITEM_NAME);
}

/** The segments of a folder path ('/' has none), or null when it is not one. */
export function folderSegments(path: string): string[] | null {
  if (path === ROOT_FOLDER) return [];
  if (!path.startsWith('/') || path.endsWith('/')) return null;
  const segments = path.slice(1).split('/');
  if (segments.length > MAX_FOLDER_DEPTH) return null;
  return segments.every((s) => s === s.trim() && itemNameProblem(s) === null) ? segments : null;
}

export const isFolderPath = (path: string) => folderSegments(path) !== null;

export const joinFolder = (parent: string, name: string) =>
  parent === ROOT_FOLDER ? `/${name}` : `${parent}/${name}`;

export function parentFolder(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? ROOT_FOLDER : path.slice(0, cut);
}

export const folderName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The path itself or a folder inside it. */
export const isWithin = (path: string, folder: string) =>
  folder === ROOT_FOLDER || path === folder || path.startsWith(`${folder}/`);

/**
 * Where tax returns are kept for delivery (tax-returns/delivery-texts.ts): a return reaches its
 * client through delivery (the review page, Send to Documents), never as this file, so a return
 * not yet delivered — or a draft's original under review — is never opened early.
 */
export const TAX_RETURN_DELIVERY_FOLDER = `${SYSTEM_FOLDER}/Tax Return Delivery`;

/**
 * Where documents sent for signature are kept (signature-requests/): like a return, a request
 * reaches its signers through its review page, never as this file.
 */
export const SIGNATURE_REQUEST_FOLDER = `${SYSTEM_FOLDER}/Signature Requests`;

/** Folders only staff see: a STAFF ONLY folder (and what it holds), and the delivery folders. */
export const isStaffOnlyFolder = (path: string) =>
  isWithin(path, TAX_RETURN_DELIVERY_FOLDER) ||
  isWithin(path, SIGNATURE_REQUEST_FOLDER) ||
  (folderSegments(path) ?? []).some((segment) => segment.toUpperCase().includes(STAFF_ONLY_MARK));

export const isSystemFolder = (path: string) => isWithin(path, SYSTEM_FOLDER);

/** A file's name split so that a rename edits only the base name (spec 3 §5). */
export function splitExtension(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0
    ? { base: name.slice(0, dot), extension: name.slice(dot) }
    : { base: name, extension: '' };
}

/**
 * The folders where the firm keeps clients from changing things
 * (`folders_where_client_actions_disabled`), with `{year}` standing for each year 2000–2034.
 */
export function clientActionsDisabledIn(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const trimmed = pattern.trim().replace(/\/+$/, '') || ROOT_FOLDER;
    if (!trimmed.includes('{year}')) return isWithin(path, trimmed);
    for (let year = 2000; year <= 2034; year++)
      if (isWithin(path, trimmed.replaceAll('{year}', String(year)))) return true;
    return false;
  });
}

/** The longest folder path: every segment at its longest, at the deepest. */

/** How long an export made in the background stays to be saved (its file is then deleted). */
export const EXPORT_KEPT_DAYS = 7;
export const EXPORT_EXPIRED = `This export was deleted ${EXPORT_KEPT_DAYS} days after it was made. Export again to get a new one.`;
