// The state of the staff overview, kept in the address (so a reload, the back button or a shared
// link opens the same list): filters, sort and page; the page size is remembered in a cookie for
// a year. Any change of filter goes back to page 1, so a narrower list never opens empty.
import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_OVERVIEW_ROWS_PER_PAGE,
  OVERVIEW_ROWS_PER_PAGE_OPTIONS,
  OVERVIEW_SORT_FIELDS,
  OVERVIEW_FILTER_STATUSES,
  type OverviewSortField,
  type OverviewFilterStatus,
} from '@portico/common/questionnaires/overview';
import { NO_FILTER, ROWS_PER_PAGE_COOKIE_MAX_AGE } from '@portico/common/people/people-list';
import { readCookie, writeCookie } from '@/lib/cookies';
import { oneOf, useFilterWriter, useSearchParamsWriter } from '@/lib/use-search-params-writer';

export interface OverviewFilters {
  /** A year, or NO_FILTER. */
  taxYear: string;
  status: OverviewFilterStatus | typeof NO_FILTER;
  advisorId: string;
  groupId: string;
  /** A custom status id, NO_CUSTOM_STATUS, or NO_FILTER. */
  customStatusId: string;
  /** An entity tag id, or NO_FILTER. */
  entityTagId: string;
}

export interface OverviewParams extends OverviewFilters {
  page: number;
  rowsPerPage: number;
  sortBy: OverviewSortField;
  descending: boolean;
}

const ROWS_COOKIE = 'overview_rows_per_page';
const FILTER_PARAMS: Record<keyof OverviewFilters, string> = {
  taxYear: 'tax_year',
  status: 'status',
  advisorId: 'advisor',
  groupId: 'group',
  customStatusId: 'custom_status',
  entityTagId: 'entity_tag',
};

export const EMPTY_OVERVIEW_FILTERS: OverviewFilters = {
  taxYear: NO_FILTER,
  status: NO_FILTER,
  advisorId: NO_FILTER,
  groupId: NO_FILTER,
  customStatusId: NO_FILTER,
  entityTagId: NO_FILTER,
};

function savedRowsPerPage(): number {
  const saved = Number(readCookie(ROWS_COOKIE));
  return (OVERVIEW_ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(saved)
    ? saved
    : DEFAULT_OVERVIEW_ROWS_PER_PAGE;
}

export function useOverviewParams() {
  const [search, write] = useSearchParamsWriter();
  const [rowsPerPage, setRows] = useState(savedRowsPerPage);
  const filterWriter = useFilterWriter<OverviewFilters>(write, FILTER_PARAMS);
  const params: OverviewParams = useMemo(
    () => ({
      taxYear: /^\d{4}$/.test(search.get('tax_year') ?? '') ? search.get('tax_year')! : NO_FILTER,
      status: oneOf([...OVERVIEW_FILTER_STATUSES, NO_FILTER], search.get('status'), NO_FILTER),
      advisorId: search.get('advisor') || NO_FILTER,
      groupId: search.get('group') || NO_FILTER,
      customStatusId: search.get('custom_status') || NO_FILTER,
      entityTagId: search.get('entity_tag') || NO_FILTER,
      page: Math.max(1, Number(search.get('page')) || 1),
      rowsPerPage,
      sortBy: oneOf(OVERVIEW_SORT_FIELDS, search.get('sort'), 'last_activity'),
      descending: search.get('desc') !== 'false',
    }),
    [search, rowsPerPage],
  );

  return {
    params,
    setPage: useCallback(
      (page: number) => write({ page: page > 1 ? String(page) : null }),
      [write],
    ),
    setRowsPerPage: useCallback(
      (rows: number) => {
        writeCookie(ROWS_COOKIE, String(rows), ROWS_PER_PAGE_COOKIE_MAX_AGE);
        setRows(rows);
        write({ page: null });
      },
      [write],
    ),
    /** Click a column: sort by it; click it again: reverse. Dates start newest first. */
    toggleSort: useCallback(
      (field: string) =>
        write({
          sort: field === 'last_activity' ? null : field,
          desc:
            params.sortBy === field
              ? String(!params.descending)
              : field === 'name'
                ? 'false'
                : null,
          page: null,
        }),
      [write, params.sortBy, params.descending],
    ),
    ...filterWriter,
  };
}
