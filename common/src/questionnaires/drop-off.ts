// Document Drop Off (spec 2 §2, §5 "Document drop-off", §9; spec 3 §5): a checklist of documents
// sent to entities, which their owners answer from a link in the mail without signing in
// (/document-drop-off?questionnaireId=&companyId=&token=), valid 7 days. What the dialog, the
// public page and the API share.
import { boolean, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { recordId } from '../input/record-id';
import {
  MAX_UPLOAD_FILES,
  TOO_MANY_FILES,
  uploadFileList,
  type DocumentDto,
} from '../documents/uploads';
import { calendarDate, companyIds, itemsToCreate, SEND_MESSAGES, taxYear } from './send-template';

export const DROP_OFF_TEMPLATE_NAME = 'Document Checklist';
export const DROP_OFF_DAYS_UNTIL_DUE = 14;
export const DROP_OFF_LINK_DAYS = 7;

export const DROP_OFF_MESSAGES = {
  sent: 'Document Drop Off successfully sent',
  off: 'Document drop-off is turned off for this firm. A partner can turn it on in Firm Settings.',
  invalidLink: 'This link is not valid. Ask your firm to send you a new one.',
  expiredLink: 'This link has expired. Ask your firm to send you a new one.',
  noUploads: 'Only the documents on this checklist can be uploaded here',
  nothingToAsk: (entity: string, year: number) =>
    `${entity} has no prior-year items from ${year}: add a document to ask for`,
} as const;

export const sendDropOffSchema = object({
  company_ids: companyIds(),
  tax_year: taxYear(),
  due_date: calendarDate(SEND_MESSAGES.dueDate).required(SEND_MESSAGES.dueDate),
  /** The questionnaire's name: 'Document Checklist' unless the sender names it. */
  custom_template_name: string()
    .trim()
    .max(120, 'A name can be at most 120 characters')
    .default(DROP_OFF_TEMPLATE_NAME)
    .transform((v: string) => v || DROP_OFF_TEMPLATE_NAME),
  /** The mail's subject and message; the firm's wording when left empty. */
  custom_email_subject: string()
    .trim()
    .max(200, 'A subject can be at most 200 characters')
    .default(''),
  custom_email_body: multiline(
    string().trim().max(5000, 'A message can be at most 5,000 characters').default(''),
  ),
  /** Ask again for what each entity provided the year before (its rollover items). */
  include_prior_year_items: boolean().default(false),
  /** The documents to drop off, each an upload item: at least one unless prior-year items come. */
  questions_to_create: itemsToCreate().when('include_prior_year_items', {
    is: true,
    then: (items) => items.min(0),
  }),
});
export type SendDropOffInput = InferType<typeof sendDropOffSchema>;

/** Every call of the public page names the questionnaire, its entity and the link's token. */
export const dropOffAccessSchema = object({
  questionnaire_id: recordId('questionnaire_id').required(DROP_OFF_MESSAGES.invalidLink),
  company_id: recordId('company_id').required(DROP_OFF_MESSAGES.invalidLink),
  token: string()
    .trim()
    .max(100, DROP_OFF_MESSAGES.invalidLink)
    .required(DROP_OFF_MESSAGES.invalidLink),
});
export type DropOffAccess = InferType<typeof dropOffAccessSchema>;

/** Choosing files through the link: no one signed in to be told of a bad name, so it is made safe. */
export const dropOffStartUploadSchema = dropOffAccessSchema.shape({
  files: uploadFileList(MAX_UPLOAD_FILES, TOO_MANY_FILES, 'made-safe'),
});

export const dropOffSubmitSchema = dropOffAccessSchema.shape({
  agreed: boolean().default(false),
});

export interface DropOffItemDto {
  id: string;
  text: string;
  optional: boolean;
  documents: Pick<DocumentDto, 'id' | 'name' | 'created_at'>[];
}

/** What the public page shows: only the checklist, never the rest of the portal. */
export interface DropOffPageDto {
  firm_name: string;
  company_name: string;
  name: string;
  tax_year: number;
  due_date: string | null;
  /** When the link stops working (ISO). */
  expires_at: string;
  submitted_at: string | null;
  /** Why nothing can be changed (locked, read-only), or null. */
  read_only_reason: string | null;
  items: DropOffItemDto[];
}

/** The link each owner's mail carries. */
export const dropOffLink = (
  portalUrl: string,
  ids: { questionnaireId: string; companyId: string },
  token: string,
) =>
  `${portalUrl}/document-drop-off?questionnaireId=${encodeURIComponent(ids.questionnaireId)}` +
  `&companyId=${encodeURIComponent(ids.companyId)}&token=${encodeURIComponent(token)}`;
