// Upload Tax Return (spec 3 §2, §5, §7 "Upload tax return": companyId, file, path, documentName,
// taxYear; sendDraftForApproval and previousTaxReturnId come with the draft review). The file
// arrives through the checked upload pipeline into the entity's vault (a password-protected or
// unreadable PDF never becomes a document); this names it as the return of one entity and one
// tax year.
import { number, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import type { DraftStatus, TaxReturnStatus } from './tax-return-model';

export const MAX_TAX_RETURN_NAME = 200;

export const UPLOAD_MESSAGES = {
  oneEntity: 'Please choose the entity the tax return is for',
  file: 'Please upload the tax return as a PDF',
  onlyPdf: 'A tax return must be a PDF',
  otherEntity: 'The file is not in this entity’s documents',
  deliveryOff: 'Tax return delivery is not turned on for this firm',
  notFound: 'Tax return not found',
} as const;

export const uploadTaxReturnSchema = object({
  company_id: recordId('company_id').required(UPLOAD_MESSAGES.oneEntity),
  /** The uploaded PDF, a document of the entity's vault. */
  document_id: recordId('document_id').required(UPLOAD_MESSAGES.file),
  tax_year: number()
    .typeError('tax_year must be a year')
    .integer('tax_year must be a year')
    .min(2000, 'tax_year must be a year')
    .max(2100, 'tax_year must be a year')
    .required('tax_year must be a year'),
  document_name: string()
    .trim()
    .max(MAX_TAX_RETURN_NAME, `document_name can be at most ${MAX_TAX_RETURN_NAME} characters`)
    .required('Please name the tax return'),
});
export type UploadTaxReturnInput = InferType<typeof uploadTaxReturnSchema>;

/** GET /tax_returns?company_id=: an entity's returns. */
export const entityTaxReturnsQuerySchema = object({
  company_id: recordId('company_id').required('company_id is required'),
});

export const TAX_RETURN_DELETED = 'Tax return has been deleted';

/** A return as lists show it (the table's row grows with classification and signing). */
export interface TaxReturnSummaryDto {
  id: string;
  company_id: string;
  company_name: string;
  company_hash: string;
  tax_year: number;
  tax_return_name: string;
  status: TaxReturnStatus;
  current_status: 'action_required' | 'finished' | 'others';
  draft_status: DraftStatus | null;
  draft_comment: string | null;
  /** The vault document the return is. */
  document_id: string;
  page_count: number | null;
  /** Why processing failed (status error), else null. */
  error: string | null;
  reminder_disabled: boolean;
  assigned_advisor_id: string | null;
  /** ISO. */
  created_at: string;
  updated_at: string;
  last_reminder_sent_at: string | null;
  last_signed_at: string | null;
}
