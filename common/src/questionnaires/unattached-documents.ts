// The advisor dialog's Unattached tab (spec 2 §2, §9): the entity's documents uploaded outside
// any questionnaire in the last 3 months, attached to this one as additional attachments.
import { array, object, type InferType } from 'yup';
import { recordId } from '../input/record-id';

/** "Unattached documents are limited to uploads within the last 3 months." */
export const UNATTACHED_WINDOW_DAYS = 90;
export const MAX_ATTACH_DOCUMENTS = 100;

export const ATTACH_MESSAGES = {
  attached: 'Document(s) attached successfully',
  none: 'Please select a document',
  locked: 'Unlock the questionnaire before attaching documents',
  staffOnly: 'Only firm staff can attach documents',
} as const;

export const attachDocumentsSchema = object({
  document_ids: array(recordId('document_ids').required())
    .min(1, ATTACH_MESSAGES.none)
    .max(MAX_ATTACH_DOCUMENTS, `At most ${MAX_ATTACH_DOCUMENTS} documents at once`)
    .required(ATTACH_MESSAGES.none),
});
export type AttachDocumentsInput = InferType<typeof attachDocumentsSchema>;
