// Uploading documents (spec 3 "Documents browser and uploads", spec 2 §5 "Uploads"): the limits,
// the types checked by content, and the spec's messages, shared by the page and the API.
import { array, boolean, number, object, string, type InferType } from 'yup';
import { multiline, ownLineRule } from '../input/text-rules';
import { recordId } from '../input/record-id';
import { MAX_FILE_NAME, NAME_MESSAGES, nameProblem, safeName } from './file-names';
import { folderPath, ROOT_FOLDER } from './vault';

import {
  MAX_SIZE_MESSAGE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  TOO_MANY_FILES,
} from './upload-rules';

export * from './upload-rules';

/**
 * A file's name as it arrives (the file-name rule, file-names.ts): refused with the reason, or
 * — for senders who are not signed in and could not fix it — made safe and kept.
 */
export const fileName = (bad: 'refused' | 'made-safe' = 'refused') => {
  // The yup limit is a backstop in UTF-16 units; the rule counts characters.
  const text = ownLineRule(
    string()
      .trim()
      .max(MAX_FILE_NAME * 2, NAME_MESSAGES.tooLong(MAX_FILE_NAME)),
  );
  return (
    bad === 'made-safe'
      ? text.transform((value: string) => (value ? safeName(value) : value))
      : text.test('file-name', (value, context) => {
          const problem = value ? nameProblem(value, MAX_FILE_NAME) : null;
          return problem ? context.createError({ message: problem }) : true;
        })
  ).required('A file needs a name');
};

/** The files an upload link is asked for: each one's name and size. */
export const uploadFileList = (
  max: number,
  tooMany: string,
  badNames: 'refused' | 'made-safe' = 'refused',
) =>
  array(
    object({
      name: fileName(badNames),
      size: number()
        .integer()
        .min(0)
        .max(MAX_UPLOAD_BYTES, MAX_SIZE_MESSAGE)
        .required('A file needs its size'),
    }),
  )
    .min(1, 'Choose a file to upload')
    .max(max, tooMany)
    .required('Choose a file to upload');

export const startUploadSchema = object({
  company_id: recordId('company_id').required('company_id is missing'),
  /** The vault folder the files go to. */
  path: folderPath('path').default(ROOT_FOLDER),
  files: uploadFileList(MAX_UPLOAD_FILES, TOO_MANY_FILES),
});
export type StartUploadInput = InferType<typeof startUploadSchema>;

export const processDocumentSchema = object({
  upload_id: recordId('upload_id').required('upload_id is missing'),
  /** Set together: the question whose answer the documents become. */
  questionnaire_id: recordId('questionnaire_id').nullable().default(null),
  question_id: recordId('question_id').nullable().default(null),
  description: multiline(
    string().trim().max(500, 'A description can be at most 500 characters').default(''),
  ),
  /**
   * Whether a PDF found to hold several forms is split into a document per form (the spec's
   * `requiresSplitting`); firm users answer the Multi-Form Upload Confirmation, clients' uploads
   * are always split.
   */
  requires_splitting: boolean().default(true),
});
export type ProcessDocumentInput = InferType<typeof processDocumentSchema>;

export interface StartUploadDto {
  upload_id: string;
  files: { name: string; upload_url: string; upload_headers: Record<string, string> }[];
}

export interface DocumentDto {
  id: string;
  name: string;
  size: number;
  content_type: string;
  created_at: string;
}

export interface ProcessDocumentDto {
  documents: DocumentDto[];
  /** Files already in this entity's documents: skipped. */
  duplicates: string[];
  /** Files that are not a readable PDF or image (or a password-protected PDF): skipped. */
  invalid: string[];
  /** Of `invalid`, the password-protected PDFs. */
  password_protected: string[];
  /** Files that never arrived: skipped. */
  failed: string[];
  /** The question's answer afterwards, when the documents answer one. */
  answer: string | null;
}
