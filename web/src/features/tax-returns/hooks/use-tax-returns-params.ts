// The state of the Deliver table, kept in the address (a reload, Back or a shared link opens the
// same list): the search, the sort and the page (lib/use-table-position.ts) and the filters. Any
// change of search, filter or sort goes back to the first page.
import { NO_FILTER } from '@portico/common/people/no-filter';
import {
  TAX_RETURN_PAGE_SIZE_COOKIE,
  TAX_RETURN_SORT_FIELDS,
  type TaxReturnSortField,
} from '@portico/common/tax-returns/tax-returns-list';
import {
  TAX_RETURN_STATUSES,
  type TaxReturnStatus,
} from '@portico/common/tax-returns/tax-return-model';
import { useFilteredTable, yearIn } from '@/lib/use-filtered-table';
import { oneOf } from '@/lib/use-search-params-writer';
import type { TablePosition } from '@/lib/use-table-position';

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

export type TaxReturnParams = TaxReturnFilters & TablePosition<TaxReturnSortField>;

const FILTER_PARAMS: Record<keyof TaxReturnFilters, string> = {
  year: 'year',
  status: 'status',
  reminderDisabled: 'reminder_disabled',
  reminderSent: 'reminder_sent',
  voucherPaymentsMade: 'voucher_payments_made',
};

const flag = (value: string | null): FlagFilter => oneOf(['true', 'false'], value, NO_FILTER);

/** Dates and progress start with the most recent (or most missing) first; names A to Z. */
const startsDescending = (field: TaxReturnSortField) =>
  field.endsWith('_at') || field === 'tax_year';

const readFilters = (address: URLSearchParams): TaxReturnFilters => ({
  year: yearIn(address),
  status: oneOf([...TAX_RETURN_STATUSES, NO_FILTER], address.get('status'), NO_FILTER),
  reminderDisabled: flag(address.get('reminder_disabled')),
  reminderSent: flag(address.get('reminder_sent')),
  voucherPaymentsMade: flag(address.get('voucher_payments_made')),
});

export const useTaxReturnsParams = () =>
  useFilteredTable<TaxReturnSortField, TaxReturnFilters>({
    sortFields: TAX_RETURN_SORT_FIELDS,
    defaultSort: 'updated_at',
    pageSizeCookie: TAX_RETURN_PAGE_SIZE_COOKIE,
    startsDescending,
    filterParams: FILTER_PARAMS,
    readFilters,
  });
