import type { DocumentRecognitionDto, ExtractionStatus } from '@portico/common/documents/tax-forms';
import { parentFolder, ROOT_FOLDER } from '@portico/common/documents/vault';

// A document in an entity's vault, a folder of it, and an upload on its way there (spec 3 §3
// "Document or folder item").

export interface DocumentRecord {
  id: string;
  firmId: string;
  companyId: string;
  /** The file's name as uploaded, or as renamed since. */
  name: string;
  /** The folder holding it ('/' the top). */
  folder: string;
  blobPath: string;
  /** Decided from the bytes, never the uploader's word. */
  contentType: string;
  size: number;
  /** Of the bytes: an entity never holds the same file twice. */
  sha256: string;
  description: string;
  /** The firm's document tags on the file (ids of tags since deleted are ignored). */
  tagIds: string[];
  questionnaireId: string | null;
  questionId: string | null;
  /**
   * Moved out of the questionnaire's questions into its additional attachments (the spec's
   * `marked_as_others`).
   */
  markedAsOthers: boolean;
  uploadedBy: string;
  /** What the file was recognised as (PDFs; null for images and files from before). */
  recognition: DocumentRecognition | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** A PDF's recognition (issue 15 item 6, spec 3 §3 "Extracted document"). */
export interface DocumentRecognition {
  status: ExtractionStatus;
  documentType: string | null;
  pageCount: number | null;
  parentDocumentId: string | null;
  parentPages: number[] | null;
  categorizedByAi: boolean;
  /** Read from the form's first page (null when it shows none, or the document is no one form). */
  taxYear: number | null;
  payer: string | null;
  /**
   * Each page's form as recognition read it (null for a page of none), kept so that the bulk
   * split review opens without reading the PDF again; null where it was not read (images, files
   * read before it was kept, documents split out of another).
   */
  pageForms: (string | null)[] | null;
}

/** A recognition as the API shows it and as it is stored (the same fields, and `page_forms`). */
export const recognitionWire = (r: DocumentRecognition): DocumentRecognitionDto => ({
  status: r.status,
  document_type: r.documentType,
  page_count: r.pageCount,
  parent_document_id: r.parentDocumentId,
  parent_pages: r.parentPages,
  categorized_by_ai: r.categorizedByAi,
  tax_year: r.taxYear,
  payer: r.payer,
});

/** A folder of an entity's vault; its files name it by path. */
export interface FolderRecord {
  id: string;
  firmId: string;
  companyId: string;
  /** '/2025/Tax Return': unique among the entity's live folders. */
  path: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** Files promised by one upload link, staged until they are processed. */
export interface StagedUploadRecord {
  id: string;
  firmId: string;
  companyId: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  files: { name: string; size: number; path: string }[];
  /** The folder the files go to. */
  folder: string;
  processedAt: Date | null;
}

/** Where a document's bytes are kept in the blob store. */
export const vaultBlobPath = (firmId: string, companyId: string, documentId: string) =>
  `vault/${firmId}/${companyId}/${documentId}`;

/** The top folder, or a live folder among `records` at `path`. */
export const liveFolderAt = (records: FolderRecord[], path: string) =>
  path === ROOT_FOLDER || records.some((f) => f.path === path && !f.deletedAt);

/** Who makes folders, and when: what a folder made for a file records. */
export interface FolderMaker {
  newId: () => string;
  firmId: string;
  companyId: string;
  userId: string;
  now: Date;
}

/** The folders to make for a file put in `folder`: it and its parents not live, outermost first. */
export function foldersToMake(
  existing: FolderRecord[],
  folder: string,
  by: FolderMaker,
): FolderRecord[] {
  const missing: FolderRecord[] = [];
  for (let path = folder; !liveFolderAt(existing, path); path = parentFolder(path))
    missing.unshift({
      id: by.newId(),
      firmId: by.firmId,
      companyId: by.companyId,
      path,
      createdBy: by.userId,
      createdAt: by.now,
      updatedAt: by.now,
      deletedAt: null,
    });
  return missing;
}
