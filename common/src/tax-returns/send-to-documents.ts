// Send Tax Return to Documents (spec 3 §2, §7 "Send to documents", §9 the default path and
// subject): a copy of the return, named as staff say, in a folder of the client's Documents, and a
// mail to the entity's owners with the firm's subject and message (saved as the firm's defaults
// when asked).
import { boolean, object, string, type InferType } from 'yup';
import type { FirmPreferences } from '../firm/preferences';
import { multiline } from '../input/text-rules';
import { folderPath, itemName } from '../documents/vault';
import { defaultSendToDocumentsPath, defaultSendToDocumentsSubject } from './delivery-texts';

export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 5000;

export const SEND_TO_DOCUMENTS_MESSAGES = {
  subjectRequired: 'Please add a subject',
  nameRequired: 'Please name the document',
  notVisible: 'Choose a folder your client can see: not a STAFF ONLY folder or the system folder',
} as const;

export const sendToDocumentsSchema = object({
  subject: string()
    .trim()
    .required(SEND_TO_DOCUMENTS_MESSAGES.subjectRequired)
    .max(MAX_SUBJECT, `The subject can be at most ${MAX_SUBJECT} characters`),
  message: multiline(
    string().trim().max(MAX_MESSAGE, `The message can be at most ${MAX_MESSAGE} characters`),
  ).default(''),
  document_name: itemName(SEND_TO_DOCUMENTS_MESSAGES.nameRequired),
  path: folderPath('path'),
  save_subject_for_future_use: boolean().default(false),
  save_message_for_future_use: boolean().default(false),
});
export type SendToDocumentsInput = InferType<typeof sendToDocumentsSchema>;

/** `{year}` in the firm's saved path stands for the return's year. */
const withYear = (text: string, taxYear: number) => text.replaceAll('{year}', String(taxYear));

/** What the dialog starts from: the firm's saved path, subject and message, else the spec's. */
export function sendToDocumentsDefaults(
  preferences: Pick<
    FirmPreferences,
    | 'tax_return_send_to_documents_path'
    | 'send_tax_return_to_documents_default_subject'
    | 'send_tax_return_to_documents_default_message'
  >,
  taxYear: number,
) {
  return {
    path:
      withYear(preferences.tax_return_send_to_documents_path, taxYear) ||
      defaultSendToDocumentsPath(taxYear),
    subject:
      withYear(preferences.send_tax_return_to_documents_default_subject, taxYear) ||
      defaultSendToDocumentsSubject(taxYear),
    message: withYear(preferences.send_tax_return_to_documents_default_message, taxYear),
  };
}
