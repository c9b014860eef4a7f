// The state of the Signatures table, kept in the address: the search, the sort and the page
// (lib/use-table-position.ts) and the year and status filters. Any change goes back to page one.
import { useMemo } from 'react';
import { NO_FILTER } from '@portico/common/people/people-list';
import {
  SIGNATURE_REQUEST_STATUSES,
  type SignatureRequestStatus,
} from '@portico/common/signature-requests/signature-request-model';
import {
  SIGNATURE_REQUEST_PAGE_SIZE_COOKIE,
  SIGNATURE_REQUEST_SORT_FIELDS,
  type SignatureRequestSortField,
} from '@portico/common/signature-requests/signature-requests-input';
import { oneOf, useFilterWriter } from '@/lib/use-search-params-writer';
import { useTablePosition, type TablePosition } from '@/lib/use-table-position';

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

/** Reset filters also clears the search. */
const CLEARED_WITH_FILTERS = ['q'];

/** Dates and the year start with the most recent first; names A to Z. */
const startsDescending = (field: SignatureRequestSortField) =>
  field === 'updated_at' || field === 'tax_year';

export function useSignatureRequestsParams() {
  const table = useTablePosition({
    sortFields: SIGNATURE_REQUEST_SORT_FIELDS,
    defaultSort: 'updated_at',
    pageSizeCookie: SIGNATURE_REQUEST_PAGE_SIZE_COOKIE,
    startsDescending,
  });
  const { address, write, position } = table;
  const filterWriter = useFilterWriter<SignatureRequestFilters>(
    write,
    FILTER_PARAMS,
    CLEARED_WITH_FILTERS,
  );
  const params: SignatureRequestParams = useMemo(
    () => ({
      ...position,
      year: /^\d{4}$/.test(address.get('year') ?? '') ? address.get('year')! : NO_FILTER,
      status: oneOf([...SIGNATURE_REQUEST_STATUSES, NO_FILTER], address.get('status'), NO_FILTER),
    }),
    [address, position],
  );
  const filtering =
    params.search !== '' || params.year !== NO_FILTER || params.status !== NO_FILTER;
  return {
    params,
    filtering,
    setPage: table.setPage,
    setRowsPerPage: table.setRowsPerPage,
    toggleSort: table.toggleSort,
    setSearch: table.setSearch,
    ...filterWriter,
  };
}
