// What the signature request endpoints take (spec 3 §5 "Signature request upload: one entity, a
// file of non-zero size, and a tax year"; §7 list, upload, update status, delete) and the
// Signatures table's columns, sorts and page (spec 3 §2, like the tax returns table).
import { mixed, number, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import {
  perPageParam,
  searchTermParam,
  sortByParam,
  sortDirectionParam,
  statusFilterParam,
  tablePageParam,
  yearFilterParam,
  type TablePageMeta,
} from '../input/table-query';
import {
  SIGNATURE_REQUEST_MESSAGES as SAY,
  SIGNATURE_REQUEST_STATUSES,
  type SignatureRequestDto,
} from './signature-request-model';

export const MAX_FORM_NAME = 100;
export const MAX_DOCUMENT_NAME = 200;

export const uploadSignatureRequestSchema = object({
  company_id: recordId('company_id').required(SAY.oneEntity),
  /** The uploaded PDF, a document of the entity's vault (the checked upload pipeline's). */
  document_id: recordId('document_id').required(SAY.file),
  tax_year: number()
    .typeError('tax_year must be a year')
    .integer('tax_year must be a year')
    .min(2000, 'tax_year must be a year')
    .max(2100, 'tax_year must be a year')
    .required('Please choose the tax year'),
  form_name: string()
    .trim()
    .max(MAX_FORM_NAME, `form_name can be at most ${MAX_FORM_NAME} characters`)
    .required('Please name the form'),
  document_name: string()
    .trim()
    .max(MAX_DOCUMENT_NAME, `document_name can be at most ${MAX_DOCUMENT_NAME} characters`)
    .required('Please name the document'),
});
export type UploadSignatureRequestInput = InferType<typeof uploadSignatureRequestSchema>;

/** GET /signature_requests?company_id=: an entity's requests. */
export const entitySignatureRequestsQuerySchema = object({
  company_id: recordId('company_id').required('company_id is required'),
});

/** PUT /signature_requests/{id}: staff change its status; marking it completed is the one change. */
export const updateSignatureRequestSchema = object({
  status: mixed<'completed'>()
    .oneOf(['completed'], 'status can only be completed')
    .required('status can only be completed'),
});

/** Every column but actions sorts (server-side). */
export const SIGNATURE_REQUEST_SORT_FIELDS = [
  'company_name',
  'tax_year',
  'form_name',
  'document_name',
  'status',
  'updated_at',
  'signatures',
] as const;
export type SignatureRequestSortField = (typeof SIGNATURE_REQUEST_SORT_FIELDS)[number];

/** The Signatures table's page size is remembered in this cookie for a year. */
export const SIGNATURE_REQUEST_PAGE_SIZE_COOKIE = 'signature_requests_per_page';

export const signatureRequestListQuerySchema = object({
  page: tablePageParam(),
  per_page: perPageParam(),
  sort_by: sortByParam(SIGNATURE_REQUEST_SORT_FIELDS, 'updated_at'),
  sort_direction: sortDirectionParam(),
  search_term: searchTermParam(),
  year: yearFilterParam(),
  status: statusFilterParam(SIGNATURE_REQUEST_STATUSES),
});
export type SignatureRequestListQuery = InferType<typeof signatureRequestListQuerySchema>;

export interface SignatureRequestPageDto {
  signature_requests: SignatureRequestDto[];
  meta: TablePageMeta;
}
