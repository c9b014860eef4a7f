// The tax returns table ('Deliver', spec 3 §2, §7 "Paged list", §9): its columns and which sort,
// its page sizes, and the query GET /tax_returns/get_paginated_tax_returns takes.
import { mixed, number, object, string, type InferType } from 'yup';
import {
  TAX_RETURN_STATUSES,
  type TaxReturnStatus,
  type TaxReturnSummaryDto,
} from './tax-return-model';

/** Every column but select and actions sorts (server-side). */
export const TAX_RETURN_SORT_FIELDS = [
  'company_name',
  'tax_year',
  'tax_return_name',
  'current_status',
  'signatures',
  'payments',
  'updated_at',
  'last_reminder_sent_at',
  'last_signed_at',
  'assigned_advisor',
  'reminder_disabled',
  'identity_verification_status',
] as const;
export type TaxReturnSortField = (typeof TAX_RETURN_SORT_FIELDS)[number];

export const TAX_RETURN_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_TAX_RETURN_PAGE_SIZE = 10;
/** The page size is remembered in this cookie for a year (spec 3 §9). */
export const TAX_RETURN_PAGE_SIZE_COOKIE = 'tax_returns_per_page';
export const PAGE_SIZE_COOKIE_SECONDS = 31_536_000;

/** Filters arrive as 'true'/'false'; nothing (or an empty value) filters nothing. */
const optionalFlag = (name: string) =>
  mixed<boolean>()
    .transform((value: unknown) =>
      value === '' || value === undefined
        ? undefined
        : value === 'true' || value === true
          ? true
          : value === 'false' || value === false
            ? false
            : value,
    )
    .oneOf([true, false, undefined], `${name} must be true or false`)
    .optional();

export const taxReturnListQuerySchema = object({
  /**
   * From 1: the table counts its pages from 0 (changing the sort resets it to page 0) and sends
   * the page plus one (spec 3 §9).
   */
  page: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .integer('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10000, 'page must be at most 10000')
    .default(1),
  per_page: mixed<(typeof TAX_RETURN_PAGE_SIZES)[number]>()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
    .oneOf([...TAX_RETURN_PAGE_SIZES, undefined], 'per_page must be 10, 20 or 50')
    .default(DEFAULT_TAX_RETURN_PAGE_SIZE),
  sort_by: mixed<TaxReturnSortField>()
    .oneOf(
      [...TAX_RETURN_SORT_FIELDS],
      `sort_by must be one of ${TAX_RETURN_SORT_FIELDS.join(', ')}`,
    )
    .default('updated_at'),
  sort_direction: mixed<'asc' | 'desc'>()
    .oneOf(['asc', 'desc'], 'sort_direction must be asc or desc')
    .default('desc'),
  search_term: string().trim().max(200, 'search_term can be at most 200 characters').default(''),
  year: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .integer('year must be a year')
    .min(2000, 'year must be a year')
    .max(2100, 'year must be a year')
    .optional(),
  status: mixed<TaxReturnStatus>()
    .transform((value) => (value === '' ? undefined : value))
    .oneOf(
      [...TAX_RETURN_STATUSES, undefined],
      `status must be one of ${TAX_RETURN_STATUSES.join(', ')}`,
    )
    .optional(),
  reminder_disabled: optionalFlag('reminder_disabled'),
  /** Returns whose signers were reminded at least once (true) or never (false). */
  reminder_sent: optionalFlag('reminder_sent'),
  /** Returns whose every voucher is paid (true) or with one still unpaid (false). */
  voucher_payments_made: optionalFlag('voucher_payments_made'),
});
export type TaxReturnListQuery = InferType<typeof taxReturnListQuerySchema>;

/** "X-Y of total" under the table, from the rows shown (as MUI's pagination counts them). */
export const pageLabel = ({ from, to, count }: { from: number; to: number; count: number }) =>
  `${from}-${to} of ${count}`;

/** The answer: a page of rows and where it is (spec 3 §7 "Paged list"). */
export interface TaxReturnPageDto {
  tax_returns: TaxReturnSummaryDto[];
  meta: { current_page: number; total_count: number; total_pages: number };
}
