// An entity's document vault (spec 3 "Documents browser and uploads", §4 Documents, §5
// Documents): folder paths, the folders only firm staff see, the system folder, the requests that
// change the vault and the spec's messages, shared by the page and the API.
import { array, boolean, object, string, type InferType } from 'yup';
import { multiline, ownLineRule } from '../input/text-rules';
import { recordId } from '../input/record-id';
import { NAME_MESSAGES } from './file-names';
import type { DocumentRecognitionDto } from './tax-forms';

import {
  FOLDER_NAME_REQUIRED,
  INVALID_PATH,
  isFolderPath,
  ITEM_NAME_REQUIRED,
  itemNameProblem,
  MAX_DOWNLOAD_FILES,
  MAX_FOLDER_DEPTH,
  MAX_ITEM_NAME,
  NOTHING_TO_DOWNLOAD,
  ROOT_FOLDER,
} from './vault-folders';

export * from './vault-folders';

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
