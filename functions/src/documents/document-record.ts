// A document in an entity's vault, and an upload on its way there (spec 3 §3 "Document"): only the
// fields questionnaire uploads need so far; the vault issue adds folders, tags and the rest.

export interface DocumentRecord {
  id: string;
  firmId: string;
  companyId: string;
  /** The file's name as uploaded. */
  name: string;
  blobPath: string;
  /** Decided from the bytes, never the uploader's word. */
  contentType: string;
  size: number;
  /** Of the bytes: an entity never holds the same file twice. */
  sha256: string;
  description: string;
  questionnaireId: string | null;
  questionId: string | null;
  /**
   * Moved out of the questionnaire's questions into its additional attachments (the spec's
   * `marked_as_others`).
   */
  markedAsOthers: boolean;
  uploadedBy: string;
  createdAt: Date;
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
  processedAt: Date | null;
}
