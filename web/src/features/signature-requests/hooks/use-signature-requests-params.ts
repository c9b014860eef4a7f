// The state of the Signatures table, kept in the address: the search, the sort and the page
// (lib/use-table-position.ts) and the year and status filters. Any change goes back to page one.
import { NO_FILTER } from '@portico/common/people/no-filter';
import {
  SIGNATURE_REQUEST_STATUSES,
  type SignatureRequestStatus,
} from '@portico/common/signature-requests/signature-request-model';
import {
  SIGNATURE_REQUEST_PAGE_SIZE_COOKIE,
  SIGNATURE_REQUEST_SORT_FIELDS,
  type SignatureRequestSortField,
} from '@portico/common/signature-requests/signature-requests-input';
import { useFilteredTable, yearIn } from '@/lib/use-filtered-table';
import { oneOf } from '@/lib/use-search-params-writer';
import type { TablePosition } from '@/lib/use-table-position';

export interface SignatureRequestFilters {
  /** A year, or NO_FILTER. */
  year: string;
  status: SignatureRequestStatus | typeof NO_FILTER;
}

export type SignatureRequestParams = SignatureRequestFilters &
  TablePosition<SignatureRequestSortField>;

const FILTER_PARAMS: Record<keyof SignatureRequestFilters, string> = {
  year: 'year',
  status: 'status',
};

/** Dates and the year start with the most recent first; names A to Z. */
const startsDescending = (field: SignatureRequestSortField) =>
  field === 'updated_at' || field === 'tax_year';

const readFilters = (address: URLSearchParams): SignatureRequestFilters => ({
  year: yearIn(address),
  status: oneOf([...SIGNATURE_REQUEST_STATUSES, NO_FILTER], address.get('status'), NO_FILTER),
});

export const useSignatureRequestsParams = () =>
  useFilteredTable<SignatureRequestSortField, SignatureRequestFilters>({
    sortFields: SIGNATURE_REQUEST_SORT_FIELDS,
    defaultSort: 'updated_at',
    pageSizeCookie: SIGNATURE_REQUEST_PAGE_SIZE_COOKIE,
    startsDescending,
    filterParams: FILTER_PARAMS,
    readFilters,
  });
