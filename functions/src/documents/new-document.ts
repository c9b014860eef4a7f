// A new file of an entity's vault as every way in makes it (an upload, a drop saved to the
// entity): live, untagged, in no question, and — a PDF — waiting to be read for its tax forms.
import { PROCESSING } from './processing/recognition-queue';
import type { DocumentRecord } from './document-record';
import type { KeptFile } from './staged-files';

type Given = Pick<
  DocumentRecord,
  | 'id'
  | 'firmId'
  | 'companyId'
  | 'name'
  | 'folder'
  | 'blobPath'
  | 'contentType'
  | 'size'
  | 'sha256'
  | 'uploadedBy'
> &
  Partial<Pick<DocumentRecord, 'description' | 'questionnaireId' | 'questionId'>>;

export function newDocument(given: Given, now: Date): DocumentRecord {
  return {
    description: '',
    questionnaireId: null,
    questionId: null,
    ...given,
    tagIds: [],
    markedAsOthers: false,
    // PDFs are read for the tax forms they hold, in the background (recognize-document).
    recognition: given.contentType === 'application/pdf' ? PROCESSING : null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}

/** A file kept from the staging area (staged-files.ts), as a new document of `where`. */
export const keptDocument = (
  kept: KeptFile<{ name: string }>,
  where: Pick<DocumentRecord, 'firmId' | 'companyId' | 'folder' | 'uploadedBy'> &
    Partial<Pick<DocumentRecord, 'description'>>,
  now: Date,
): DocumentRecord =>
  newDocument(
    {
      ...where,
      id: kept.id,
      name: kept.file.name,
      blobPath: kept.blobPath,
      contentType: kept.contentType,
      size: kept.size,
      sha256: kept.sha256,
    },
    now,
  );
