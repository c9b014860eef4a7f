// A firm's delivery tables' pages (spec 3 §7 "Paged list", §9): the page sizes, the cookie that
// remembers one, the label under the table. Apart from table-query.ts (the query's schema) so a
// screen that pages carries no schema library.
export const TABLE_PAGE_SIZES = [10, 20, 50] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];
export const DEFAULT_TABLE_PAGE_SIZE = 10;
/** A table's page size is remembered in a cookie for a year (spec 3 §9). */
export const PAGE_SIZE_COOKIE_SECONDS = 31_536_000;

/** "X-Y of total" under the table, from the rows shown (as MUI's pagination counts them). */
export const pageLabel = ({ from, to, count }: { from: number; to: number; count: number }) =>
  `${from}-${to} of ${count}`;

/** Where a page is among all rows (spec 3 §7 "Paged list"). */
export interface TablePageMeta {
  current_page: number;
  total_count: number;
  total_pages: number;
}
