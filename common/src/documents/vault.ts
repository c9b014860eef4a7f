// An entity's document vault (spec 3 "Documents browser and uploads", §4 Documents, §5
// Documents): folder paths, the folders only firm staff see, the system folder, the requests that
// change the vault and the spec's messages, shared by the page and the API.
import { array, boolean, object, string, type InferType } from 'yup';
import { multiline, ownLineRule } from '../input/text-rules';
import { recordId } from '../input/record-id';
import { NAME_MESSAGES, nameProblem } from './file-names';
import type { DocumentRecognitionDto } from './tax-forms';

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
export const MAX_PATH = MAX_FOLDER_DEPTH * (MAX_ITEM_NAME + 1);

export const folderPath = (name: string) =>
  string()
    .max(MAX_PATH, INVALID_PATH)
    .required(`${name} is missing`)
    .test('folder-path', INVALID_PATH, (value) => value === undefined || isFolderPath(value));

export const itemName = (required: string) =>
  ownLineRule(
    string()
      .trim()
      .required(required)
      .max(MAX_ITEM_NAME * 2, NAME_MESSAGES.tooLong(MAX_ITEM_NAME))
      .test('item-name', (value, context) => {
        if (value === undefined) return true;
        const problem = itemNameProblem(value);
        return problem ? context.createError({ message: problem }) : true;
      }),
  );

export const listDocumentsSchema = object({
  company_id: recordId('company_id').required('company_id is missing'),
  path: folderPath('path').default(ROOT_FOLDER),
  include_deleted: boolean().default(false),
});
export type ListDocumentsInput = InferType<typeof listDocumentsSchema>;

export const createFolderSchema = object({
  company_id: recordId('company_id').required('company_id is missing'),
  path: folderPath('path').default(ROOT_FOLDER),
  name: itemName(FOLDER_NAME_REQUIRED),
});
export type CreateFolderInput = InferType<typeof createFolderSchema>;

export const folderActionSchema = object({
  company_id: recordId('company_id').required('company_id is missing'),
  path: folderPath('path').test(
    'not-root',
    'The top folder cannot change',
    (v) => v !== ROOT_FOLDER,
  ),
});
export type FolderActionInput = InferType<typeof folderActionSchema>;

export const renameFolderSchema = folderActionSchema.shape({
  name: itemName(FOLDER_NAME_REQUIRED),
});
export type RenameFolderInput = InferType<typeof renameFolderSchema>;

/** Files moved or copied into a folder of this entity or (`to_company_id`) another. */
export const moveDocumentsSchema = object({
  company_id: recordId('company_id').required('company_id is missing'),
  document_ids: array(recordId('document_ids').required())
    .min(1, 'Please select a file')
    .max(MAX_DOWNLOAD_FILES, `You can move at most ${MAX_DOWNLOAD_FILES} files at once`)
    .required('Please select a file'),
  to_company_id: recordId('to_company_id').optional().default(undefined),
  to_path: folderPath('to_path'),
  copy: boolean().default(false),
});
export type MoveDocumentsInput = InferType<typeof moveDocumentsSchema>;

export interface MoveDocumentsDto {
  /** The files as they are now in the target folder. */
  files: VaultFileDto[];
  /** Files the target entity holds already (by content): left where they were. */
  duplicates: string[];
}

/** A file's new base name (its extension stays) or, for staff, its description. */
export const updateDocumentSchema = object({
  name: itemName(ITEM_NAME_REQUIRED).optional().default(undefined),
  description: multiline(
    string()
      .trim()
      .max(500, 'A description can be at most 500 characters')
      .optional()
      .default(undefined),
  ),
}).test(
  'something',
  'Nothing to change',
  (v) => v.name !== undefined || v.description !== undefined,
);
export type UpdateDocumentInput = InferType<typeof updateDocumentSchema>;

/** A folder as a zip (staff), or chosen files of one entity as a zip. */
export const downloadDocumentsSchema = object({
  company_id: recordId('company_id').required('company_id is missing'),
  path: folderPath('path').optional().default(undefined),
  document_ids: array(recordId('document_ids').required())
    .max(MAX_DOWNLOAD_FILES, `You can download at most ${MAX_DOWNLOAD_FILES} files at once`)
    .optional()
    .default(undefined),
  /** Each image (PNG, JPEG, HEIC) becomes a one-page PDF in the zip (staff only). */
  convert_images_to_pdf: boolean().default(false),
}).test(
  'one-of',
  NOTHING_TO_DOWNLOAD,
  (v) => (v.path === undefined) !== (v.document_ids === undefined || v.document_ids.length === 0),
);
export type DownloadDocumentsInput = InferType<typeof downloadDocumentsSchema>;

export interface VaultFileDto {
  id: string;
  name: string;
  folder: string;
  size: number;
  content_type: string;
  /** Staff only; '' for clients. */
  description: string;
  /** Staff only (the firm's document tags, by id); [] for clients. */
  tag_ids: string[];
  questionnaire_id: string | null;
  /** What the file was recognised as (PDFs); null for images and files from before. */
  recognition: DocumentRecognitionDto | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** GET /documents/{id}/preview: a link the preview dialog shows, and the type it serves. */
export interface DocumentPreviewDto {
  url: string;
  content_type: string;
}

export const PHOTO_TOO_LARGE_TO_PREVIEW =
  'This photo is too large to preview. Download it to see it.';
export const PHOTO_CANNOT_BE_PREVIEWED = 'This photo could not be shown. Download it to see it.';

export interface VaultFolderDto {
  path: string;
  name: string;
  /** Live files and folders directly inside. */
  items_count: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface VaultListingDto {
  path: string;
  folders: VaultFolderDto[];
  files: VaultFileDto[];
  /** Every live folder of the entity the caller may see, for the tree. */
  tree: string[];
  /** What the caller may do here (the screen shows the rest as 'Disabled by firm'). */
  can: { upload: boolean; edit_folders: boolean; edit_files: boolean; download: boolean };
}
