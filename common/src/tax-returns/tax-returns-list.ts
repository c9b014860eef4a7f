// The tax returns table ('Deliver', spec 3 §2, §7 "Paged list", §9): its columns and which sort,
// its page sizes, and the query GET /tax_returns/get_paginated_tax_returns takes.
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { TAX_RETURN_STATUSES, type TaxReturnStatus } from './tax-return-model';

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

/** Filters arrive as 'true'/'false'; anything else (or nothing) filters nothing. */
const optionalFlag = () =>
  boolean()
    .transform((_value, original) =>
      original === 'true' || original === true
        ? true
        : original === 'false' || original === false
          ? false
          : undefined,
    )
    .optional();

export const taxReturnListQuerySchema = object({
  /** From 0, as the table counts its pages (spec 3 §2: changing the sort resets to page 0). */
  page: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .integer('page must be a whole number')
    .min(0, 'page starts at 0')
    .max(10000, 'page must be at most 10000')
    .default(0),
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
  reminder_disabled: optionalFlag(),
  /** Returns whose signers were reminded at least once (true) or never (false). */
  reminder_sent: optionalFlag(),
  /** Returns whose every voucher is paid (true) or with one still unpaid (false). */
  voucher_payments_made: optionalFlag(),
});
export type TaxReturnListQuery = InferType<typeof taxReturnListQuerySchema>;

/** "X-Y of total" under the table. */
export function pageLabel(page: number, perPage: number, total: number): string {
  if (total === 0) return '0-0 of 0';
  const first = page * perPage + 1;
  return `${first}-${Math.min(total, first + perPage - 1)} of ${total}`;
}
