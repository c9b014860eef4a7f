// Where a delivery table is (Deliver, Signatures; spec 3 §9), kept in the address so a reload, Back
// or a shared link opens the same page: the search, the sort and the page; the page size is
// remembered in the table's cookie for a year. A new search or sort goes back to the first page.
import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_TABLE_PAGE_SIZE,
  PAGE_SIZE_COOKIE_SECONDS,
  TABLE_PAGE_SIZES,
} from '@portico/common/input/table-pages';
import { readCookie, writeCookie } from './cookies';
import { oneOf, useSearchParamsWriter } from './use-search-params-writer';

export interface TablePosition<S extends string> {
  search: string;
  /** From 1 (the address and the ListTable count so; the API takes it as sent). */
  page: number;
  rowsPerPage: number;
  sortBy: S;
  descending: boolean;
}

function savedPageSize(cookie: string): number {
  const saved = Number(readCookie(cookie));
  return (TABLE_PAGE_SIZES as readonly number[]).includes(saved) ? saved : DEFAULT_TABLE_PAGE_SIZE;
}

/** The query string of a position, as the delivery tables' endpoints read it. */
export const tablePositionQuery = (p: TablePosition<string>) => ({
  page: p.page,
  per_page: p.rowsPerPage,
  sort_by: p.sortBy,
  sort_direction: p.descending ? 'desc' : 'asc',
  ...(p.search && { search_term: p.search }),
});

export function useTablePosition<S extends string>(options: {
  sortFields: readonly S[];
  /** The default sort (newest first): left out of the address. */
  defaultSort: S;
  pageSizeCookie: string;
  /** Whether a column starts descending when first clicked (dates: newest first). */
  startsDescending: (field: S) => boolean;
}) {
  const { sortFields, defaultSort, pageSizeCookie, startsDescending } = options;
  const [search, write] = useSearchParamsWriter();
  const [rowsPerPage, setRows] = useState(() => savedPageSize(pageSizeCookie));
  const position: TablePosition<S> = useMemo(
    () => ({
      search: search.get('q') ?? '',
      page: Math.max(1, Number(search.get('page')) || 1),
      rowsPerPage,
      sortBy: oneOf(sortFields, search.get('sort'), defaultSort),
      descending: search.get('desc') !== 'false',
    }),
    [search, rowsPerPage, sortFields, defaultSort],
  );
  return {
    /** The address's parameters, for the table's own filters. */
    address: search,
    write,
    position,
    setPage: useCallback(
      (page: number) => write({ page: page > 1 ? String(page) : null }),
      [write],
    ),
    setRowsPerPage: useCallback(
      (rows: number) => {
        writeCookie(pageSizeCookie, String(rows), PAGE_SIZE_COOKIE_SECONDS);
        setRows(rows);
        write({ page: null });
      },
      [write, pageSizeCookie],
    ),
    /** Click a column: sort by it; click it again: reverse. Either way, back to the first page. */
    toggleSort: useCallback(
      (field: string) => {
        const sortBy = field as S;
        const descending =
          position.sortBy === sortBy ? !position.descending : startsDescending(sortBy);
        write({
          sort: sortBy === defaultSort ? null : sortBy,
          desc: descending ? null : 'false',
          page: null,
        });
      },
      [write, position.sortBy, position.descending, startsDescending, defaultSort],
    ),
    setSearch: useCallback((q: string) => write({ q: q || null, page: null }), [write]),
  };
}
