// A signature request as the server works with it, and as stored (firms/{firmId}/
// signature_requests/{id}): the entity's facts copied for the Signatures table, the original PDF
// in the entity's vault, and the fields the table filters, searches and sorts on (every filter
// combination folded into `list_keys`, as the Deliver table does: platform/db/keyed-lists.ts).
import type { IdentityStatus } from '@portico/common/signing/identity-verification';
import type {
  PageSizeDto,
  SignatureFieldDto,
} from '@portico/common/signature-requests/signature-fields';
import type { FillMethod } from '@portico/common/signature-requests/request-signing';
import type { SignatureBox } from '@portico/common/signing/signing-trail';
import { progressSort, type Progress } from '@portico/common/tax-returns/delivery-progress';
import {
  SIGNATURE_REQUEST_STATUSES,
  type SignatureRequestStatus,
} from '@portico/common/signature-requests/signature-request-model';
import { addDigitTokens, addTextTokens, searchText } from '../kernel/search-tokens';
import { Timestamp } from '../platform/db/db';
import { keyCombinations } from '../platform/db/keyed-lists';

export interface SignatureRequestRecord {
  id: string;
  firmId: string;
  companyId: string;
  /** The entity's name, hash id, external id and group, copied for the table. */
  companyName: string;
  companyHash: string;
  externalEntityId: string;
  firmGroupId: string | null;
  taxYear: number;
  formName: string;
  documentName: string;
  /** The original PDF, a document of the entity's /_portico/Signature Requests/{year}. */
  documentId: string;
  fileName: string;
  /** The sealed copies (the whole document, and its signed pages only) once every signer signed. */
  sealed: SealedCopies | null;
  status: SignatureRequestStatus;
  /** Why processing failed (status error). */
  error: string | null;
  /** Read when processed; null before. */
  pageCount: number | null;
  /** Each page's size in points, read when processed (empty before). */
  pageSizes: PageSizeDto[];
  /** The signature lines the pages' text shows, read when processed: where fields are proposed. */
  signatureLines: SignatureBox[];
  /** The fields placed for the signers; null until the advisor saves them. */
  fields: SignatureFieldDto[] | null;
  /** Who was asked to sign, once sent (the entity's owners then). */
  signerIds: string[];
  /** The SHA-256 of the file as sent to its signers (hex): what they sign; null before. */
  sentSha256: string | null;
  signatures: Progress;
  /** The fields filled in so far (a drawn signature's image is kept with its evidence). */
  filled: FilledField[];
  /** Once a signer declined: the request takes nothing more. */
  declined: Declined | null;
  /** Sent asking its signers to verify their identity: what its row shows of their checks. */
  identityStatus: IdentityStatus | null;
  /** Made by a send to many entities (batches/), else null. */
  batchId: string | null;
  /** When its signers were last reminded, and when the reminder job looks at it next. */
  lastReminderSentAt: Date | null;
  nextReminderAt: Date | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface SealedCopies {
  /** The SHA-256 (hex) of the whole document sealed, and of its signed pages sealed. */
  sha256: string;
  pagesSha256: string;
  sealedAt: Date;
  /** Whose certificate sealed them. */
  signer: string;
}

interface SealedCopiesDoc {
  sha256: string;
  pages_sha256: string;
  sealed_at: Timestamp;
  signer: string;
}

export interface FilledField {
  fieldId: string;
  signerId: string;
  method: FillMethod;
  /** A typed signature, the text typed or the date as it reads; '' for a drawn one. */
  text: string;
  at: Date;
}

export interface Declined {
  signerId: string;
  name: string;
  reason: string;
  at: Date;
}

interface FilledFieldDoc {
  field_id: string;
  signer_id: string;
  method: FillMethod;
  text: string;
  at: Timestamp;
}

interface DeclinedDoc {
  signer_id: string;
  name: string;
  reason: string;
  at: Timestamp;
}

export const ANY = '*';
/** Stands for "no group" inside a key. */
export const NONE = '-';

interface TableFields {
  list_keys: string[];
  search_keys: string[];
  search_text: string;
  sort_company: string;
  sort_form: string;
  sort_document: string;
  /** The statuses in the order they advance. */
  status_sort: number;
  signature_sort: number;
}

export interface SignatureRequestDoc extends TableFields {
  company_id: string;
  company_name: string;
  company_hash: string;
  external_entity_id: string;
  firm_group_id: string | null;
  tax_year: number;
  form_name: string;
  document_name: string;
  document_id: string;
  file_name: string;
  sealed?: SealedCopiesDoc | null;
  status: SignatureRequestStatus;
  error: string | null;
  page_count: number | null;
  page_sizes?: PageSizeDto[];
  signature_lines?: SignatureBox[];
  fields?: SignatureFieldDto[] | null;
  signer_ids?: string[];
  sent_sha256?: string | null;
  signatures: Progress;
  filled?: FilledFieldDoc[];
  declined?: DeclinedDoc | null;
  identity_verification_status?: IdentityStatus | null;
  batch_id?: string | null;
  last_reminder_sent_at?: Timestamp | null;
  next_reminder_at?: Timestamp | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

const sortText = (text: string) => text.trim().toLowerCase();

function tableFields(r: SignatureRequestRecord): TableFields {
  const tokens = new Set<string>();
  for (const text of [r.companyName, r.formName, r.documentName, r.externalEntityId])
    addTextTokens(text, tokens);
  addDigitTokens(r.externalEntityId, tokens);
  const scopes = [`g:${r.firmGroupId ?? NONE}`, `g:${ANY}`];
  return {
    list_keys: keyCombinations([
      [`y:${r.taxYear}`, `y:${ANY}`],
      [`s:${r.status}`, `s:${ANY}`],
      scopes,
    ]),
    search_keys: [...tokens].flatMap((token) => scopes.map((scope) => `${scope}|q:${token}`)),
    search_text: searchText([r.companyName, r.formName, r.documentName, r.externalEntityId]),
    sort_company: sortText(r.companyName),
    sort_form: sortText(r.formName),
    sort_document: sortText(r.documentName),
    status_sort: SIGNATURE_REQUEST_STATUSES.indexOf(r.status),
    signature_sort: progressSort(r.signatures),
  };
}

export interface TableFilter {
  year: number | null;
  status: SignatureRequestStatus | null;
  /** The groups to look in (NONE for "no group"); null for any. */
  groups: string[] | null;
}

/** The key lists to look up: one per group (a row has one group, so they match apart). */
export const tableFilterKeys = (f: TableFilter): string[][] =>
  (f.groups ?? [ANY]).map((group) => [`y:${f.year ?? ANY}|s:${f.status ?? ANY}|g:${group}`]);

/** A search's keys: the token in each group (the other filters are checked on the rows found). */
export const tableSearchKeys = (f: TableFilter, token: string): string[][] =>
  (f.groups ?? [ANY]).map((group) => [`g:${group}|q:${token}`]);

export const toSignatureRequestDoc = (r: SignatureRequestRecord): SignatureRequestDoc => ({
  company_id: r.companyId,
  company_name: r.companyName,
  company_hash: r.companyHash,
  external_entity_id: r.externalEntityId,
  firm_group_id: r.firmGroupId,
  tax_year: r.taxYear,
  form_name: r.formName,
  document_name: r.documentName,
  document_id: r.documentId,
  file_name: r.fileName,
  sealed: r.sealed && {
    sha256: r.sealed.sha256,
    pages_sha256: r.sealed.pagesSha256,
    sealed_at: Timestamp.fromDate(r.sealed.sealedAt),
    signer: r.sealed.signer,
  },
  status: r.status,
  error: r.error,
  page_count: r.pageCount,
  page_sizes: r.pageSizes,
  signature_lines: r.signatureLines,
  fields: r.fields,
  signer_ids: r.signerIds,
  sent_sha256: r.sentSha256,
  signatures: r.signatures,
  filled: r.filled.map((f) => ({
    field_id: f.fieldId,
    signer_id: f.signerId,
    method: f.method,
    text: f.text,
    at: Timestamp.fromDate(f.at),
  })),
  declined: r.declined && {
    signer_id: r.declined.signerId,
    name: r.declined.name,
    reason: r.declined.reason,
    at: Timestamp.fromDate(r.declined.at),
  },
  identity_verification_status: r.identityStatus,
  batch_id: r.batchId,
  last_reminder_sent_at: r.lastReminderSentAt && Timestamp.fromDate(r.lastReminderSentAt),
  next_reminder_at: r.nextReminderAt && Timestamp.fromDate(r.nextReminderAt),
  created_by: r.createdBy,
  created_at: Timestamp.fromDate(r.createdAt),
  updated_at: Timestamp.fromDate(r.updatedAt),
  ...tableFields(r),
});

export const fromSignatureRequestDoc = (
  firmId: string,
  id: string,
  d: SignatureRequestDoc,
): SignatureRequestRecord => ({
  id,
  firmId,
  companyId: d.company_id,
  companyName: d.company_name,
  companyHash: d.company_hash,
  externalEntityId: d.external_entity_id,
  firmGroupId: d.firm_group_id,
  taxYear: d.tax_year,
  formName: d.form_name,
  documentName: d.document_name,
  documentId: d.document_id,
  fileName: d.file_name,
  sealed: d.sealed
    ? {
        sha256: d.sealed.sha256,
        pagesSha256: d.sealed.pages_sha256,
        sealedAt: d.sealed.sealed_at.toDate(),
        signer: d.sealed.signer,
      }
    : null,
  status: d.status,
  error: d.error ?? null,
  pageCount: d.page_count ?? null,
  pageSizes: d.page_sizes ?? [],
  signatureLines: d.signature_lines ?? [],
  fields: d.fields ?? null,
  signerIds: d.signer_ids ?? [],
  sentSha256: d.sent_sha256 ?? null,
  signatures: d.signatures,
  filled: (d.filled ?? []).map((f) => ({
    fieldId: f.field_id,
    signerId: f.signer_id,
    method: f.method,
    text: f.text,
    at: f.at.toDate(),
  })),
  declined: d.declined
    ? {
        signerId: d.declined.signer_id,
        name: d.declined.name,
        reason: d.declined.reason,
        at: d.declined.at.toDate(),
      }
    : null,
  identityStatus: d.identity_verification_status ?? null,
  batchId: d.batch_id ?? null,
  lastReminderSentAt: d.last_reminder_sent_at?.toDate() ?? null,
  nextReminderAt: d.next_reminder_at?.toDate() ?? null,
  createdBy: d.created_by,
  createdAt: d.created_at.toDate(),
  updatedAt: d.updated_at.toDate(),
});

/** What a new request is given; the rest starts empty (nothing placed, filled, sealed or sent). */
type NewRequest = Pick<
  SignatureRequestRecord,
  | 'id'
  | 'firmId'
  | 'companyId'
  | 'companyName'
  | 'companyHash'
  | 'externalEntityId'
  | 'firmGroupId'
  | 'taxYear'
  | 'formName'
  | 'documentName'
  | 'documentId'
  | 'fileName'
  | 'status'
  | 'createdBy'
  | 'createdAt'
> &
  Partial<SignatureRequestRecord>;

export const newSignatureRequest = (r: NewRequest): SignatureRequestRecord => ({
  sealed: null,
  error: null,
  pageCount: null,
  pageSizes: [],
  signatureLines: [],
  fields: null,
  signerIds: [],
  sentSha256: null,
  signatures: { done: 0, total: 0 },
  filled: [],
  declined: null,
  identityStatus: null,
  batchId: null,
  lastReminderSentAt: null,
  nextReminderAt: null,
  updatedAt: r.createdAt,
  ...r,
});
