// The firm's Drop Link (spec 1 §3 and spec 3 "Documents", issue 15 item 5): one public address,
// /drop-link?firm={token}, where anyone the firm gives it to sends documents without an account.
// Each sending is a drop kept for the firm's staff (never put in an entity's vault by itself),
// announced by mail to the firm users chosen to receive it, and downloaded as 'Drop Link.zip'.
// What the staff dialog, the public page and the API share.
import { array, boolean, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { recordId } from '../input/record-id';
import { uploadFileList } from './uploads';

/** Files in one drop: a public page takes fewer than a signed-in upload. */
export const MAX_DROP_FILES = 50;
/** Drops one address (IP) may start per hour. */
export const DROPS_PER_HOUR = 10;
/** How long the sender has to send the files after choosing them. */
export const DROP_UPLOAD_TTL_MS = 60 * 60 * 1000;
export const DROP_LINK_ZIP = 'Drop Link.zip';
export const MAX_DROP_MESSAGE = 1000;

export const DROP_LINK_MESSAGES = {
  selectRecipients: 'Please select at least one user to receive notifications',
  saveFirst: 'Please save changes before copying the drop link',
  copied: 'Drop link copied to clipboard',
  saved: 'Drop link settings saved',
  off: 'The drop link is turned off for this firm. A partner can turn it on in Firm Settings.',
  invalidLink: 'This drop link is not valid. Ask your firm for its current link.',
  tooMany: 'Too many uploads from this address. Please try again in an hour.',
  tooManyFiles: `You can send at most ${MAX_DROP_FILES} files at once`,
  expired: 'This upload has expired. Please choose the files again.',
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  filesRequired: 'Please choose at least one file',
  nothingReceived: 'None of those files could be sent. Check that they are PDFs or images.',
} as const;

/** The mail each chosen firm user gets for a drop. */
export const dropMailSubject = (sender: string) =>
  `${sender} sent documents through your drop link`;
export const dropReceived = (firm: string) =>
  `Your documents were sent to ${firm}. You can close this page.`;

/** The public page's calls name the firm's link by its token. */
export const dropLinkAccessSchema = object({
  token: string()
    .trim()
    .max(100, DROP_LINK_MESSAGES.invalidLink)
    .required(DROP_LINK_MESSAGES.invalidLink),
});
export type DropLinkAccess = InferType<typeof dropLinkAccessSchema>;

/** Choosing the files: their names and sizes, for an upload link each. */
export const startDropSchema = dropLinkAccessSchema.shape({
  // The sender is not signed in: a name no file may have is made safe rather than refused.
  files: uploadFileList(MAX_DROP_FILES, DROP_LINK_MESSAGES.tooManyFiles, 'made-safe'),
});
export type StartDropInput = InferType<typeof startDropSchema>;

/** Sending them, with who sends them. */
export const submitDropSchema = dropLinkAccessSchema.shape({
  upload_id: recordId('upload_id').required('upload_id is missing'),
  sender_name: string()
    .trim()
    .max(120, 'A name can be at most 120 characters')
    .required(DROP_LINK_MESSAGES.nameRequired),
  sender_email: string()
    .trim()
    .lowercase()
    .max(254, DROP_LINK_MESSAGES.emailInvalid)
    .email(DROP_LINK_MESSAGES.emailInvalid)
    .required(DROP_LINK_MESSAGES.emailRequired),
  message: multiline(
    string()
      .trim()
      .max(
        MAX_DROP_MESSAGE,
        `A message can be at most ${MAX_DROP_MESSAGE.toLocaleString('en-US')} characters`,
      )
      .default(''),
  ),
});
export type SubmitDropInput = InferType<typeof submitDropSchema>;

/** The staff dialog's settings: who is told of a drop, and whether the page offers sign-in. */
export const dropLinkSettingsSchema = object({
  notify_user_ids: array(recordId('firm user').required())
    .min(1, DROP_LINK_MESSAGES.selectRecipients)
    .required(DROP_LINK_MESSAGES.selectRecipients),
  hide_sign_in_button: boolean().required(),
});
export type DropLinkSettingsInput = InferType<typeof dropLinkSettingsSchema>;

/** POST /drop_link/open: what the public page shows. */
export interface DropLinkPageDto {
  firm_name: string;
  hide_sign_in_button: boolean;
  max_files: number;
}

/** POST /drop_link/submit: what arrived, by file name. */
export interface DropSubmitDto {
  received: string[];
  /** Not a PDF or an image by its bytes, or a PDF that does not open. */
  invalid: string[];
  /** Never arrived (the upload was cut off). */
  failed: string[];
}

export interface DropFileDto {
  name: string;
  size: number;
  content_type: string;
}

export interface DropDto {
  id: string;
  sender_name: string;
  sender_email: string;
  message: string;
  files: DropFileDto[];
  created_at: string;
  /** The entity whose documents the files were last saved to, if any. */
  saved_to: { company_id: string; company_name: string; hash_id: string; at: string } | null;
}

/** POST /drop_link/drops/{id}/save: the files go to the top folder of this entity's documents. */
export const saveDropSchema = object({
  company_id: recordId('company_id').required('Please choose an entity'),
});
export type SaveDropInput = InferType<typeof saveDropSchema>;

export interface SaveDropDto {
  /** Files added to the entity's documents, and those it had already (skipped). */
  saved: number;
  duplicates: string[];
  /** Files that could not be saved (gone from the store, or no longer a document). */
  failed: string[];
  drop: DropDto;
  /** '2 files saved to Olivia Martinez's documents'. */
  message: string;
}

export const dropSavedMessage = (saved: number, entity: string, failed: string[] = []) =>
  [
    saved === 0
      ? `${entity} already has these files`
      : `${saved === 1 ? '1 file' : `${saved} files`} saved to ${entity}'s documents`,
    ...(failed.length ? [`Could not save ${failed.join(', ')}`] : []),
  ].join('. ');

/** GET /drop_link: the staff dialog. */
export interface DropLinkDto {
  /** The token of /drop-link?firm={token}. */
  token: string;
  notify_user_ids: string[];
  hide_sign_in_button: boolean;
  /** Received drops, newest first (at most DROPS_LISTED). */
  drops: DropDto[];
}

export const DROPS_LISTED = 50;

export const dropLinkPath = (token: string) => `/drop-link?firm=${encodeURIComponent(token)}`;
