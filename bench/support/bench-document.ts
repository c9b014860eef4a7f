// A vault file record for the benches: a PDF uploaded by the demo partner to a demo entity, at a
// blob path under the vault's layout; the caller overrides what its scenario varies.
import type { DocumentRecord } from '@portico/functions/documents/documents.module';
import { DEMO_FIRM_ID, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';

export function benchDocument(
  id: string,
  companyId: string,
  at: Date,
  overrides: Partial<DocumentRecord> = {},
): DocumentRecord {
  return {
    id,
    firmId: DEMO_FIRM_ID,
    companyId,
    name: `${id}.pdf`,
    folder: '/',
    blobPath: benchBlobPath(companyId, id),
    contentType: 'application/pdf',
    size: 50_000,
    sha256: `sha-${id}`,
    description: '',
    tagIds: [],
    questionnaireId: null,
    questionId: null,
    markedAsOthers: false,
    uploadedBy: DEMO_USERS.partner.id,
    recognition: null,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    ...overrides,
  };
}

export const benchBlobPath = (companyId: string, id: string) =>
  `vault/${DEMO_FIRM_ID}/${companyId}/${id}`;
