// The tax returns table ('Deliver', spec 3 §2, §7 "Paged list", §9): its columns and which sort,
// its page sizes, and the query GET /tax_returns/get_paginated_tax_returns takes.
import { mixed, object, type InferType } from 'yup';
import {
  DEFAULT_TABLE_PAGE_SIZE,
  PAGE_SIZE_COOKIE_SECONDS,
  pageLabel,
  perPageParam,
  searchTermParam,
  sortByParam,
  sortDirectionParam,
  statusFilterParam,
  TABLE_PAGE_SIZES,
  tablePageParam,
  yearFilterParam,
  type TablePageMeta,
} from '../input/table-query';
import { TAX_RETURN_STATUSES, type TaxReturnSummaryDto } from './tax-return-model';

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

export const TAX_RETURN_PAGE_SIZES = TABLE_PAGE_SIZES;
export const DEFAULT_TAX_RETURN_PAGE_SIZE = DEFAULT_TABLE_PAGE_SIZE;
/** The page size is remembered in this cookie for a year (spec 3 §9). */
export const TAX_RETURN_PAGE_SIZE_COOKIE = 'tax_returns_per_page';
export { pageLabel, PAGE_SIZE_COOKIE_SECONDS };

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
  page: tablePageParam(),
  per_page: perPageParam(),
  sort_by: sortByParam(TAX_RETURN_SORT_FIELDS, 'updated_at'),
  sort_direction: sortDirectionParam(),
  search_term: searchTermParam(),
  year: yearFilterParam(),
  status: statusFilterParam(TAX_RETURN_STATUSES),
  reminder_disabled: optionalFlag('reminder_disabled'),
  /** Returns whose signers were reminded at least once (true) or never (false). */
  reminder_sent: optionalFlag('reminder_sent'),
  /** Returns whose every voucher is paid (true) or with one still unpaid (false). */
  voucher_payments_made: optionalFlag('voucher_payments_made'),
});
export type TaxReturnListQuery = InferType<typeof taxReturnListQuerySchema>;

/** The answer: a page of rows and where it is (spec 3 §7 "Paged list"). */
export interface TaxReturnPageDto {
  tax_returns: TaxReturnSummaryDto[];
  meta: TablePageMeta;
}
