// Imports (spec 3 §2 "Import", §4, §5, §6, §7, §9): file types, options, the shared schema and
// messages, which files are kept, who may use the restricted types, and the success text.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { fileName } from '../documents/uploads';
import { recordId } from '../input/record-id';
import type { FirmAccess } from '../people/access';
import { TAX_YEARS } from '../firm/tax-years';
import { countNoun } from '../format/count-noun';
import { PLACED_IMPORT_TYPES } from './placed-files';

export const IMPORT_FILE_TYPES = [
  'client_list',
  'staff_list',
  'zipped_rollover_items',
  'other_document',
  'rollover_items_import',
  'rollover_items_csv',
] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];

export const IMPORT_FILE_TYPE_LABELS: Record<ImportFileType, string> = {
  client_list: 'Client list',
  staff_list: 'Staff list',
  zipped_rollover_items: 'Zipped rollover items',
  other_document: 'Other document',
  rollover_items_import: 'Rollover items import',
  rollover_items_csv: 'Rollover items CSV',
};

/**
 * Spec 3 §6: limited to certain staff; partners and admins here, and staff lists too, which invite
 * staff (docs/decisions/imports.md).
 */
export const RESTRICTED_IMPORT_TYPES: readonly ImportFileType[] = [
  'staff_list',
  'rollover_items_import',
  'rollover_items_csv',
];

export const canUseRestrictedImportTypes = (access: FirmAccess | null | undefined) =>
  access === 'partner' || access === 'admin';

export const importTypesFor = (access: FirmAccess | null | undefined): ImportFileType[] =>
  IMPORT_FILE_TYPES.filter(
    (type) => canUseRestrictedImportTypes(access) || !RESTRICTED_IMPORT_TYPES.includes(type),
  );

/** Spec 3 §9, in the spec's order; ProConnect has no bulk organizer export. */
export const TAX_SOFTWARE = [
  'ATX',
  'UltraTax',
  'Lacerte',
  'ProConnect',
  'Drake',
  'ProSeries',
  'Axcess',
  'TaxCycle',
  'ProFile',
  'TaxPrep',
  'GoSystem',
  'ProSystem FX',
  'TaxAct',
  'Tax Return for rollover',
  'Other',
] as const;
export type TaxSoftware = (typeof TAX_SOFTWARE)[number];
export const taxSoftwareLabel = (software: TaxSoftware) =>
  software === 'ProConnect' ? 'ProConnect (no bulk)' : software;

export const CLIENT_LIST_TYPES = ['individuals', 'entities'] as const;
export type ClientListType = (typeof CLIENT_LIST_TYPES)[number];
export const CLIENT_LIST_TYPE_LABELS: Record<ClientListType, string> = {
  individuals: 'Individuals',
  entities: 'Businesses (entities)',
};

/** The list templates: a client list "for individuals or businesses" (spec 3 §7), a staff list. */
export const LIST_TEMPLATES = ['individuals', 'businesses', 'staff'] as const;
export type ListTemplate = (typeof LIST_TEMPLATES)[number];

/**
 * A client list's columns are the user and entity fields the Create User and Entity dialog
 * collects; a staff list's, what inviting a staff member asks (Firm Settings → Team).
 */
export const LIST_TEMPLATE_COLUMNS: Record<ListTemplate, readonly string[]> = {
  individuals: [
    'First Name',
    'Last Name',
    'Email',
    'Phone Number',
    'Preferred Name',
    'Spouse First Name',
    'Spouse Last Name',
    'Spouse Email',
    'Street',
    'City',
    'State',
    'Zip Code',
    'Country',
    'External ID',
    'Time Zone',
    'Assigned Advisor Email',
    'Firm Group',
    'Tags',
  ],
  businesses: [
    'Entity Name',
    'Entity Type',
    'Business Email',
    'Other Email',
    'Street',
    'City',
    'State',
    'Zip Code',
    'Country',
    'External Entity ID',
    'Primary Contact First Name',
    'Primary Contact Last Name',
    'Primary Contact Email',
    'Primary Contact Phone Number',
    'Assigned Advisor Email',
    'Firm Group',
    'Tags',
  ],
  staff: ['First Name', 'Last Name', 'Email', 'Access Level', 'Firm Group'],
};

export const listTemplateCsv = (template: ListTemplate) =>
  `${LIST_TEMPLATE_COLUMNS[template].join(',')}\r\n`;
export const listTemplateFileName = (template: ListTemplate) =>
  template === 'staff' ? 'staff-list.csv' : `client-list-${template}.csv`;

// Messages (the spec gives the rules, not their texts).
export const NO_FILES = 'Please choose at least one file';
export const NO_FILE_TYPE = 'Please choose a file type';
export const NO_LIST_TYPE = 'Please choose a list type';
export const NO_ASSIGNEE = 'Please choose an assignee';
export const NO_TAX_SOFTWARE = 'Please choose a tax software';
export const NO_YEAR = 'Please choose a year';
export const NO_DESCRIPTION = 'Please enter a description';
export const RESTRICTED_TYPE = 'Only partners and admins can import this file type';

/** Spec 3 §9 upload limits. */
export const MAX_IMPORT_FILES = 999;
export const MAX_IMPORT_FILE_BYTES = 150 * 1024 * 1024;
export const MAX_DESCRIPTION = 200;
export const MAX_COMMENT = 2000;

const needs = (types: ImportFileType[]) => (documentType: unknown) =>
  types.includes(documentType as ImportFileType);
/** A form's empty select means "not chosen". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The dialog's fields; the API adds the file list (importUploadSchema). */
export const importOptionsSchema = object({
  documentType: mixed<ImportFileType>()
    .transform(blankToUndefined)
    .oneOf([...IMPORT_FILE_TYPES], NO_FILE_TYPE)
    .required(NO_FILE_TYPE),
  listType: mixed<ClientListType>()
    .transform(blankToUndefined)
    .oneOf([...CLIENT_LIST_TYPES], NO_LIST_TYPE)
    .when('documentType', {
      is: needs(['client_list']),
      then: (s) => s.required(NO_LIST_TYPE),
      otherwise: (s) => s.strip(),
    }),
  assignedFirmUserId: recordId('assignedFirmUserId').when('documentType', {
    is: needs(['client_list']),
    then: (s) => s.required(NO_ASSIGNEE),
    otherwise: (s) => s.strip(),
  }),
  /** A client list's new clients get a sign-in link each (issue 49); off unless ticked. */
  sendSignInLinks: boolean()
    .default(false)
    .when('documentType', { is: needs(['client_list']), otherwise: (s) => s.strip() }),
  taxSoftware: mixed<TaxSoftware>()
    .transform(blankToUndefined)
    .oneOf([...TAX_SOFTWARE], NO_TAX_SOFTWARE)
    .when('documentType', {
      is: needs(['zipped_rollover_items', 'rollover_items_import']),
      then: (s) => s.required(NO_TAX_SOFTWARE),
      otherwise: (s) => s.strip(),
    }),
  year: number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(NO_YEAR)
    .oneOf([...TAX_YEARS], NO_YEAR)
    .when('documentType', {
      is: needs(['rollover_items_import', 'rollover_items_csv']),
      then: (s) => s.required(NO_YEAR),
      otherwise: (s) => s.strip(),
    }),
  /** The description of an other_document (the spec's documentName). */
  documentName: string()
    .trim()
    .max(MAX_DESCRIPTION, `The description must be at most ${MAX_DESCRIPTION} characters`)
    .when('documentType', {
      is: needs(['other_document']),
      then: (s) => s.required(NO_DESCRIPTION),
      otherwise: (s) => s.strip(),
    }),
  comment: multiline(
    string()
      .trim()
      .max(MAX_COMMENT, `The comment must be at most ${MAX_COMMENT} characters`)
      .default(''),
  ),
});
export type ImportOptionsInput = InferType<typeof importOptionsSchema>;

export const importFileSchema = object({
  name: fileName(),
  size: number().integer().min(0).required(),
  contentType: string().trim().max(255).default(''),
});
export type ImportFileInput = InferType<typeof importFileSchema>;

export const importUploadSchema = importOptionsSchema.shape({
  files: array(importFileSchema.required())
    .default([])
    .max(MAX_IMPORT_FILES, `Upload at most ${MAX_IMPORT_FILES} files at once`),
});
export type ImportUploadInput = InferType<typeof importUploadSchema>;

export type DroppedReason = 'empty' | 'duplicate';
export interface DroppedFile {
  name: string;
  reason: DroppedReason;
}

/** Spec 3 §5: zero-size and duplicate-named files are dropped (the first of a name is kept). */
export function keepImportFiles<F extends { name: string; size: number }>(
  files: readonly F[],
): { kept: F[]; dropped: DroppedFile[] } {
  const seen = new Set<string>();
  const kept: F[] = [];
  const dropped: DroppedFile[] = [];
  for (const file of files) {
    if (file.size === 0) dropped.push({ name: file.name, reason: 'empty' });
    else if (seen.has(file.name)) dropped.push({ name: file.name, reason: 'duplicate' });
    else {
      seen.add(file.name);
      kept.push(file);
    }
  }
  return { kept, dropped };
}

export const droppedFileMessage = ({ name, reason }: DroppedFile) =>
  reason === 'empty' ? `${name} is empty and was left out` : `${name} was already added`;

export const tooLargeMessage = (name: string) => `${name} is larger than 150 MB`;

/** The kinds the portal processes itself as soon as they are committed (issue 49). */
/** The kinds the portal imports itself, row by row, as soon as they are committed (issue 49). */
export const isProcessedImport = (type: ImportFileType) =>
  type === 'client_list' ||
  type === 'staff_list' ||
  type === 'rollover_items_csv' ||
  isPlacedImport(type);

/** The kinds whose files are placed in entities' vaults (placed-files.ts). */
export const isPlacedImport = (type: ImportFileType) =>
  (PLACED_IMPORT_TYPES as readonly string[]).includes(type);

export const IMPORT_STARTED = 'Your file has been uploaded and is being imported.';

/** Where an import's notification leads: its outcome page (web paths.staff.clientListImport). */
export const importLink = (id: string) => `/imports/${encodeURIComponent(id)}`;

const IMPORTED_NOUNS: Partial<Record<ImportFileType, string>> = {
  staff_list: 'staff member',
  rollover_items_csv: 'prior-year item',
  zipped_rollover_items: 'file',
  rollover_items_import: 'file',
};

/** What one imported row of the kind makes: a client, a staff member invited, a prior-year item. */
export const importedNoun = (type: ImportFileType) => IMPORTED_NOUNS[type] ?? 'client';

/** What the import made, counted: clients and items added, staff members invited. */
export const addedText = (type: ImportFileType, count: number) =>
  `${countNoun(count, importedNoun(type))} ${type === 'staff_list' ? 'invited' : 'added'}`;

/** What became of the rows (or files) left out, counted. */
export const leftOutText = (type: ImportFileType, count: number) =>
  isPlacedImport(type)
    ? `${countNoun(count, 'file')} to place by hand`
    : `${countNoun(count, 'row')} not imported`;

/** The file as the importer's notification names it. */
const IMPORTED_FILES: Partial<Record<ImportFileType, string>> = {
  staff_list: 'staff list',
  rollover_items_csv: 'rollover items file',
  zipped_rollover_items: 'rollover documents',
  rollover_items_import: 'rollover documents',
};
const importedFile = (type: ImportFileType) => IMPORTED_FILES[type] ?? 'client list';

/** The importer's notification when an import processed row by row has ended (issue 49). */
export function importFinishedText(
  type: ImportFileType,
  status: ImportStatus,
  progress: Pick<ImportProgressDto, 'created' | 'updated' | 'failed'> | null,
): string {
  if (status === 'failed' || !progress) return `Your ${importedFile(type)} could not be imported`;
  const noun = importedNoun(type);
  const parts = [addedText(type, progress.created)];
  if (progress.updated > 0) parts.push(`${countNoun(progress.updated, noun)} updated`);
  if (progress.failed > 0) parts.push(leftOutText(type, progress.failed));
  const have = isPlacedImport(type) ? 'have' : 'has';
  return `Your ${importedFile(type)} ${have} been imported: ${parts.join(', ')}`;
}

/**
 * Spec 3 §4: about 2 business days for what the onboarding team processes (other documents;
 * docs/decisions/imports.md); the kinds the portal processes itself start at once.
 */
export function importSuccessMessage(type: ImportFileType): string {
  if (isProcessedImport(type)) return IMPORT_STARTED;
  return 'Your file has been uploaded. Our onboarding team will process it in about 2 business days.';
}

/**
 * `received`: kept for the onboarding team; `processing` → `completed` (every row imported or
 * already there), `completed_with_errors` (some rows or files not imported, listed in the report),
 * `failed` (no row could be read).
 */
export type ImportStatus =
  'received' | 'processing' | 'completed' | 'completed_with_errors' | 'failed';

export const isImportFinished = (status: ImportStatus) =>
  status === 'completed' || status === 'completed_with_errors' || status === 'failed';

/** Rows of a processed import: done of total, and what became of them. */
export interface ImportProgressDto {
  total: number;
  done: number;
  created: number;
  /** Rows whose client an earlier import made, changed by this one (imported-client-changes). */
  updated: number;
  /** Rows whose client was already in the firm: nothing new made. */
  unchanged: number;
  failed: number;
}

/** A file of a placed import no entity matched: where it is in the import, and why. */
export interface UnplacedFileDto {
  /** The import's file (a zip) it came from, and its place there (from 1). */
  file: number;
  line: number;
  name: string;
  reason: string;
}

export interface ImportFileDto {
  name: string;
  size: number;
  content_type: string;
}

export interface ImportDto {
  id: string;
  document_type: ImportFileType;
  list_type: ClientListType | null;
  assigned_firm_user_id: string | null;
  /** A client list: its new clients are sent a sign-in link each. */
  send_sign_in_links: boolean;
  tax_software: TaxSoftware | null;
  year: number | null;
  document_name: string | null;
  comment: string;
  files: ImportFileDto[];
  status: ImportStatus;
  /** Null for an import kept for the onboarding team. */
  progress: ImportProgressDto | null;
  /** Whole files that could not be read, each "{file}: {why}". */
  problems: string[];
  /** Files of a placed import left for the staff to place by hand (none for the other kinds). */
  unplaced: UnplacedFileDto[];
  created_by: string;
  created_at: string;
}

/** Where the browser PUTs one file, sending `upload_headers` with it; the URL writes once. */
export interface ImportUploadTargetDto {
  name: string;
  upload_url: string;
  upload_headers: Record<string, string>;
}

export interface ImportUploadDto {
  upload_id: string;
  expires_at: string;
  files: ImportUploadTargetDto[];
  dropped: DroppedFile[];
}

export interface ImportCommitDto {
  import: ImportDto;
  message: string;
}

export interface BlobLinkDto {
  document: { data: { link: string } };
}
