// The PDF a request is made of (spec 3 §5 "a file of non-zero size"): a document of the entity's
// vault, not deleted, a PDF, not empty; otherwise the caller is told which.
import { SIGNATURE_REQUEST_MESSAGES as SAY } from '@portico/common/signature-requests/signature-request-model';
import type { DocumentRecord, DocumentsRepo } from '../../documents/documents.module';
import { Invalid } from '../../kernel/errors';

const PDF = 'application/pdf';

export async function requestFileOf(
  documents: Pick<DocumentsRepo, 'get'>,
  firmId: string,
  companyId: string,
  documentId: string,
): Promise<DocumentRecord> {
  const document = await documents.get(firmId, documentId);
  if (!document || document.deletedAt || document.companyId !== companyId)
    throw new Invalid(SAY.otherEntity);
  if (document.contentType !== PDF) throw new Invalid(SAY.onlyPdf);
  if (document.size <= 0) throw new Invalid(SAY.emptyFile);
  return document;
}
