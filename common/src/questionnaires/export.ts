// Export questionnaires (spec 2 §5 "Export", §7 "Export", §8): the answers as a PDF (with the
// documents uploaded to them, or without) or as a spreadsheet, one questionnaire or a selection
// (then one file each, zipped). The file name, the options and the spec's failure messages.
import { DOWNLOAD_TOO_LARGE, MAX_DOWNLOAD_BYTES } from '../documents/vault-folders';
import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { safeName } from '../documents/file-names';
import { recordId } from '../input/record-id';

export const EXPORT_FORMATS = ['pdf', 'zipped', 'spreadsheet'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  pdf: 'PDF',
  zipped: 'Zipped (PDF and original files)',
  spreadsheet: 'Spreadsheet (Excel)',
};

export const EXPORT_MESSAGES = {
  failed: 'Failed to export questionnaire',
  failedSpreadsheet: 'Failed to export questionnaire to spreadsheet',
  exported: 'Questionnaire exported',
  tooLarge: DOWNLOAD_TOO_LARGE,
  /** A selection, or one with many documents, is made in the background (spec 2 §2's notice). */
  queued: 'Your export is being prepared. You will get a notification when it is ready.',
  notReady: 'This export is still being prepared',
  notFound: 'Export not found',
} as const;

/**
 * One questionnaire whose documents weigh more than this is made in the background, as a selection
 * always is; a lighter one downloads while the dialog waits.
 */
export const IMMEDIATE_EXPORT_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** An export made in the background: where it stands and, once ready, a link to save it. */
export interface QuestionnaireExportDto {
  id: string;
  /** Expired: its file was deleted EXPORT_KEPT_DAYS after it was made. */
  status: 'processing' | 'ready' | 'failed' | 'expired';
  file_name: string;
  /** Questionnaires written so far, of `total`. */
  done: number;
  total: number;
  /** Why it failed (the too-large message, or the spec's 'Failed to export questionnaire'). */
  error: string | null;
  /** A short-lived link that saves the file; null until it is ready. */
  url: string | null;
}

/** What POST /questionnaires/export answers (202) when the export is made in the background. */
export interface QueuedExportDto {
  message: string;
  export_id: string;
}

/** A selection exported at once, each its own file in one zip. */
export const MAX_EXPORT_QUESTIONNAIRES = 50;
/** The documents one export may carry (spec 2 §9 download guidance). */
export const MAX_EXPORT_DOCUMENT_BYTES = MAX_DOWNLOAD_BYTES;
/** …and when its images are converted to PDFs (spec 2 §9: under 15 MB). */
export const MAX_CONVERTED_IMAGE_BYTES = 15 * 1024 * 1024;
export const CONVERT_TOO_LARGE =
  'The images are too large to convert to PDFs (15 MB at most). Export them without converting.';

/** A document chosen for or left out of an export (the spec names each by id, name and path). */
const chosenDocument = object({
  id: recordId('documents').required(),
  name: string().max(255).default(''),
  path: string().max(1000).default(''),
});

export const exportQuestionnairesSchema = object({
  questionnaire_ids: array(recordId('questionnaire_ids').required())
    .min(1, 'Please select a questionnaire')
    .max(
      MAX_EXPORT_QUESTIONNAIRES,
      `At most ${MAX_EXPORT_QUESTIONNAIRES} questionnaires can be exported at once`,
    )
    .required('Please select a questionnaire'),
  format: mixed<ExportFormat>()
    .oneOf([...EXPORT_FORMATS], `format must be one of ${EXPORT_FORMATS.join(', ')}`)
    .default('pdf'),
  /** PDF only: the uploaded PDFs and images follow the answers. */
  include_documents: boolean().default(true),
  /** PDF only: questions answered No or N/A are left out. */
  remove_nos_and_na_answers: boolean().default(false),
  /** PDF and zipped: a table of contents first (sections, documents, their pages), as bookmarks too. */
  include_toc: boolean().default(false),
  /** PDF and zipped: 'Page N of M' at the foot of every page. */
  include_pages: boolean().default(false),
  /** Zipped only: PNG and JPEG files go into the zip as one-page PDFs. */
  convert_images_to_pdfs: boolean().default(false),
  /** Only these documents (none named: all of them). */
  documents_to_include: array(chosenDocument.required()).max(1000).default([]),
  /** Not these documents. */
  documents_to_exclude: array(chosenDocument.required()).max(1000).default([]),
  /** The file's name without its extension (one questionnaire); the default is the spec's. */
  save_as_name: string().trim().max(200, 'A file name can be at most 200 characters').default(''),
  /** A selection: each questionnaire's file name, in the order of `questionnaire_ids` ('' → the spec's). */
  save_as_names: array(
    string().trim().max(200, 'A file name can be at most 200 characters').defined(),
  )
    .max(MAX_EXPORT_QUESTIONNAIRES)
    .default([]),
});
export type ExportQuestionnairesInput = InferType<typeof exportQuestionnairesSchema>;

/** A name to save an export under, safe on every file system, at most 200 characters. */
export const safeFileName = (name: string) =>
  safeName(name, { fallback: 'export', max: 200, portable: true });

/** The spec's default: '{company} - {questionnaire} ({tax year}) {date}' (date YYYY-MM-DD). */
export const defaultExportName = (q: {
  company: string;
  questionnaire: string;
  taxYear: number;
  date: string;
}) => safeFileName(`${q.company} - ${q.questionnaire} (${q.taxYear}) ${q.date}`);

export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  pdf: 'pdf',
  zipped: 'zip',
  spreadsheet: 'xlsx',
};
