// The state of the Deliver table, kept in the address (a reload, Back or a shared link opens the
// same list): the search, the filters, the sort and the page; the page size is remembered in a
// cookie for a year (spec 3 §9). Any change of search, filter or sort goes back to the first page.
import { useCallback, useMemo, useState } from 'react';
import { NO_FILTER } from '@portico/common/people/people-list';
import {
  DEFAULT_TAX_RETURN_PAGE_SIZE,
  PAGE_SIZE_COOKIE_SECONDS,
  TAX_RETURN_PAGE_SIZE_COOKIE,
  TAX_RETURN_PAGE_SIZES,
  TAX_RETURN_SORT_FIELDS,
  type TaxReturnSortField,
} from '@portico/common/tax-returns/tax-returns-list';
import {
  TAX_RETURN_STATUSES,
  type TaxReturnStatus,
} from '@portico/common/tax-returns/tax-return-model';
import { readCookie, writeCookie } from '@/lib/cookies';
import { oneOf, useFilterWriter, useSearchParamsWriter } from '@/lib/use-search-params-writer';

/** A yes/no filter: 'true', 'false', or NO_FILTER. */
export type FlagFilter = 'true' | 'false' | typeof NO_FILTER;

export interface TaxReturnFilters {
  /** A year, or NO_FILTER. */
  year: string;
  status: TaxReturnStatus | typeof NO_FILTER;
  reminderDisabled: FlagFilter;
  reminderSent: FlagFilter;
  voucherPaymentsMade: FlagFilter;
}

export interface TaxReturnParams extends TaxReturnFilters {
  search: string;
  /** From 1 (the address and the ListTable count so; the API takes it as sent). */
  page: number;
  rowsPerPage: number;
  sortBy: TaxReturnSortField;
  descending: boolean;
}

const FILTER_PARAMS: Record<keyof TaxReturnFilters, string> = {
  year: 'year',
  status: 'status',
  reminderDisabled: 'reminder_disabled',
  reminderSent: 'reminder_sent',
  voucherPaymentsMade: 'voucher_payments_made',
};

/** Reset filters also clears the search. */
const CLEARED_WITH_FILTERS = ['q'];

export const EMPTY_TAX_RETURN_FILTERS: TaxReturnFilters = {
  year: NO_FILTER,
  status: NO_FILTER,
  reminderDisabled: NO_FILTER,
  reminderSent: NO_FILTER,
  voucherPaymentsMade: NO_FILTER,
};

function savedPageSize(): number {
  const saved = Number(readCookie(TAX_RETURN_PAGE_SIZE_COOKIE));
  return (TAX_RETURN_PAGE_SIZES as readonly number[]).includes(saved)
    ? saved
    : DEFAULT_TAX_RETURN_PAGE_SIZE;
}

const flag = (value: string | null): FlagFilter => oneOf(['true', 'false'], value, NO_FILTER);

/** Dates and progress start with the most recent (or most missing) first; names A to Z. */
const startsDescending = (field: TaxReturnSortField) =>
  field.endsWith('_at') || field === 'tax_year';

export function useTaxReturnsParams() {
  const [search, write] = useSearchParamsWriter();
  const [rowsPerPage, setRows] = useState(savedPageSize);
  const filterWriter = useFilterWriter<TaxReturnFilters>(
    write,
    FILTER_PARAMS,
    CLEARED_WITH_FILTERS,
  );
  const params: TaxReturnParams = useMemo(
    () => ({
      year: /^\d{4}$/.test(search.get('year') ?? '') ? search.get('year')! : NO_FILTER,
      status: oneOf([...TAX_RETURN_STATUSES, NO_FILTER], search.get('status'), NO_FILTER),
      reminderDisabled: flag(search.get('reminder_disabled')),
      reminderSent: flag(search.get('reminder_sent')),
      voucherPaymentsMade: flag(search.get('voucher_payments_made')),
      search: search.get('q') ?? '',
      page: Math.max(1, Number(search.get('page')) || 1),
      rowsPerPage,
      sortBy: oneOf(TAX_RETURN_SORT_FIELDS, search.get('sort'), 'updated_at'),
      descending: search.get('desc') !== 'false',
    }),
    [search, rowsPerPage],
  );
  const filtering =
    params.search !== '' ||
    (Object.keys(EMPTY_TAX_RETURN_FILTERS) as (keyof TaxReturnFilters)[]).some(
      (key) => params[key] !== NO_FILTER,
    );

  return {
    params,
    filtering,
    setPage: useCallback(
      (page: number) => write({ page: page > 1 ? String(page) : null }),
      [write],
    ),
    setRowsPerPage: useCallback(
      (rows: number) => {
        writeCookie(TAX_RETURN_PAGE_SIZE_COOKIE, String(rows), PAGE_SIZE_COOKIE_SECONDS);
        setRows(rows);
        write({ page: null });
      },
      [write],
    ),
    /** Click a column: sort by it; click it again: reverse. Either way, back to the first page. */
    toggleSort: useCallback(
      (field: string) => {
        const sortBy = field as TaxReturnSortField;
        const descending = params.sortBy === sortBy ? !params.descending : startsDescending(sortBy);
        write({
          sort: sortBy === 'updated_at' ? null : sortBy,
          desc: descending ? null : 'false',
          page: null,
        });
      },
      [write, params.sortBy, params.descending],
    ),
    setSearch: useCallback((q: string) => write({ q: q || null, page: null }), [write]),
    ...filterWriter,
  };
}
