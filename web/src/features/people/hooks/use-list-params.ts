// The state of a Users or Entities list: page, page size (remembered in a cookie for a year),
// sort (newest first by default), the debounced search and the filters. Any change of search or
// filter goes back to page 1, so a narrower list never opens on an empty page.
import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_ROWS_PER_PAGE,
  NO_FILTER,
  PEOPLE_SEARCH_DEBOUNCE_MS,
  ROWS_PER_PAGE_COOKIE_MAX_AGE,
  ROWS_PER_PAGE_OPTIONS,
} from '@portico/common/people/people-list';
import { readCookie, writeCookie } from '@/lib/cookies';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface ListFilters {
  advisorId: string;
  groupId: string;
  hideActives: boolean;
  hideInactives: boolean;
  tagIds: string[];
  /** Entities only. */
  entityType?: string;
  /** Users only: the test-user toggle (users with a temporary email). */
  testUsers?: boolean;
}

export interface ListParams extends ListFilters {
  page: number;
  rowsPerPage: number;
  sortBy: string;
  descending: boolean;
  search: string;
}

export type ListKind = 'users' | 'entities';

const cookieName = (kind: ListKind) => `${kind}_rows_per_page`;

function savedRowsPerPage(kind: ListKind): number {
  const saved = Number(readCookie(cookieName(kind)));
  return (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(saved)
    ? saved
    : DEFAULT_ROWS_PER_PAGE;
}

export const emptyFilters = (kind: ListKind): ListFilters => ({
  advisorId: NO_FILTER,
  groupId: NO_FILTER,
  hideActives: false,
  hideInactives: false,
  tagIds: [],
  ...(kind === 'entities' && { entityType: NO_FILTER }),
  ...(kind === 'users' && { testUsers: false }),
});

export function useListParams(kind: ListKind) {
  const [page, setPage] = useState(1);
  const [rowsPerPage, setRows] = useState(() => savedRowsPerPage(kind));
  const [sort, setSort] = useState({ sortBy: 'created_at', descending: true });
  const [searchInput, setSearchInput] = useState('');
  const [filters, setFiltersState] = useState<ListFilters>(() => emptyFilters(kind));
  const search = useDebouncedValue(searchInput.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  // Page 1 for a new search: tracked by the search it was set for.
  const [pageSearch, setPageSearch] = useState(search);
  const effectivePage = pageSearch === search ? page : 1;

  const params: ListParams = useMemo(
    () => ({ ...filters, ...sort, page: effectivePage, rowsPerPage, search }),
    [filters, sort, effectivePage, rowsPerPage, search],
  );

  return {
    params,
    searchInput,
    setSearchInput,
    setPage: useCallback(
      (next: number) => {
        setPageSearch(search);
        setPage(next);
      },
      [search],
    ),
    setRowsPerPage: useCallback(
      (rows: number) => {
        writeCookie(cookieName(kind), String(rows), ROWS_PER_PAGE_COOKIE_MAX_AGE);
        setRows(rows);
        setPage(1);
      },
      [kind],
    ),
    /** Click a column: sort by it; click it again: reverse. */
    toggleSort: useCallback((field: string) => {
      setSort((s) =>
        s.sortBy === field
          ? { ...s, descending: !s.descending }
          : { sortBy: field, descending: field === 'created_at' },
      );
      setPage(1);
    }, []),
    setFilters: useCallback((patch: Partial<ListFilters>) => {
      setFiltersState((f) => ({ ...f, ...patch }));
      setPage(1);
    }, []),
    clearFilters: useCallback(() => {
      setFiltersState(emptyFilters(kind));
      setSearchInput('');
      setPage(1);
    }, [kind]),
  };
}
