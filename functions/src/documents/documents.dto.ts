// Maps document records to what the API answers.
import type { DocumentDto } from '@portico/common/documents/uploads';
import type { DocumentRecord } from './document-record';

export const toDocumentDto = (d: DocumentRecord): DocumentDto => ({
  id: d.id,
  name: d.name,
  size: d.size,
  content_type: d.contentType,
  created_at: d.createdAt.toISOString(),
});
