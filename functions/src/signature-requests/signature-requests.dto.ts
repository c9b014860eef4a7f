// A signature request as the API answers it (common/signature-requests/signature-request-model.ts).
import type { SignatureRequestDto } from '@portico/common/signature-requests/signature-request-model';
import type { SignatureRequestRecord } from './signature-request-record';

export const toSignatureRequestDto = (r: SignatureRequestRecord): SignatureRequestDto => ({
  id: r.id,
  company_id: r.companyId,
  company_hash: r.companyHash,
  company_name: r.companyName,
  tax_year: r.taxYear,
  form_name: r.formName,
  document_name: r.documentName,
  source: { document_id: r.documentId, file_name: r.fileName },
  signed_document: r.sealed && {
    sha256: r.sealed.sha256,
    sealed_at: r.sealed.sealedAt.toISOString(),
  },
  signed_pages_only: r.sealed !== null,
  status: r.status,
  error: r.error,
  updated_at: r.updatedAt.toISOString(),
  created_at: r.createdAt.toISOString(),
  signatures: r.signatures,
  pages: r.pageCount,
  last_reminder_sent_at: r.lastReminderSentAt?.toISOString() ?? null,
  identity_verification_status: r.identityStatus,
  declined: r.declined && {
    by: r.declined.name,
    reason: r.declined.reason,
    at: r.declined.at.toISOString(),
  },
});
