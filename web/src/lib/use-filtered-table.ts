// A delivery table's whole state in the address (Deliver, Signatures): its position (search, sort,
// page: use-table-position.ts) and its own filters, read by the table's `readFilters`; a filter
// changed goes back to the first page, and Reset filters clears the search too.
import { useMemo } from 'react';
import { NO_FILTER } from '@portico/common/people/no-filter';
import { useFilterWriter } from './use-search-params-writer';
import { useTablePosition, type TablePosition } from './use-table-position';

/** The year filter as the address has it: a year, or NO_FILTER. */
export const yearIn = (address: URLSearchParams) =>
  /^\d{4}$/.test(address.get('year') ?? '') ? address.get('year')! : NO_FILTER;

/** Reset filters also clears the search. */
const CLEARED_WITH_FILTERS = ['q'];

export function useFilteredTable<S extends string, F extends { [K in keyof F]: string }>(
  options: Parameters<typeof useTablePosition<S>>[0] & {
    /** Each filter's name in the address. */
    filterParams: Record<keyof F, string>;
    /** The filters as the address has them (NO_FILTER for any not set). */
    readFilters: (address: URLSearchParams) => F;
  },
) {
  const table = useTablePosition(options);
  const { address, write, position } = table;
  const filterWriter = useFilterWriter<F>(write, options.filterParams, CLEARED_WITH_FILTERS);
  const { readFilters } = options;
  const params: F & TablePosition<S> = useMemo(
    () => ({ ...position, ...readFilters(address) }),
    [address, position, readFilters],
  );
  const filtering =
    params.search !== '' ||
    Object.keys(options.filterParams).some((key) => params[key as keyof F] !== NO_FILTER);
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

/** A filtered table's state, for its filters and its page's frame. */
export type FilteredTable<F> = Omit<
  ReturnType<typeof useFilteredTable>,
  'params' | 'setFilters'
> & {
  params: F & TablePosition<string>;
  setFilters: (patch: Partial<F>) => void;
};
