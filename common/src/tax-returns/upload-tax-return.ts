// Upload or Replace Tax Return (spec 3 §2, §5, §7 "Upload tax return": companyId, file, path,
// documentName, taxYear, sendDraftForApproval, previousTaxReturnId). The file
// arrives through the checked upload pipeline into the entity's vault (a password-protected or
// unreadable PDF never becomes a document); this names it as the return of one entity and one
// tax year.
import { boolean, number, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';

export const MAX_TAX_RETURN_NAME = 200;

export const UPLOAD_MESSAGES = {
  oneEntity: 'Please choose the entity the tax return is for',
  file: 'Please upload the tax return as a PDF',
  onlyPdf: 'A tax return must be a PDF',
  otherEntity: 'The file is not in this entity’s documents',
  deliveryOff: 'Tax return delivery is not turned on for this firm',
  notFound: 'Tax return not found',
  replaceOnlyChangesRequested: 'Only a draft the client asked to change can be replaced',
  replaceSameEntity: 'The new draft must be for the same entity',
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
  /** A DRAFT-watermarked copy goes to the entity's primary contact for approval first. */
  send_draft_for_approval: boolean().default(false),
  /** Replace Tax Return Draft: the return whose draft this file replaces. */
  previous_tax_return_id: recordId('previous_tax_return_id').optional(),
});
export type UploadTaxReturnInput = InferType<typeof uploadTaxReturnSchema>;

/** GET /tax_returns?company_id=: an entity's returns. */
export const entityTaxReturnsQuerySchema = object({
  company_id: recordId('company_id').required('company_id is required'),
});

export const TAX_RETURN_DELETED = 'Tax return has been deleted';
