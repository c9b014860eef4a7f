// The query a firm's delivery tables take (spec 3 §7 "Paged list", §9: Deliver, Signatures): a
// page from 1, a page size of 10, 20 or 50 remembered in a cookie, a sort field and direction, a
// search term, and a year and status filter where "All" (an empty value) filters nothing.
import { mixed, number, string } from 'yup';

import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES, type TablePageSize } from './table-pages';

export * from './table-pages';

const emptyIsUnset = (value: unknown, original: unknown) => (original === '' ? undefined : value);

/**
 * From 1: the table counts its pages from 0 (changing the sort resets it to page 0) and sends the
 * page plus one (spec 3 §9).
 */
export const tablePageParam = () =>
  number()
    .transform(emptyIsUnset)
    .integer('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10000, 'page must be at most 10000')
    .default(1);

export const perPageParam = () =>
  mixed<TablePageSize>()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
    .oneOf([...TABLE_PAGE_SIZES, undefined], 'per_page must be 10, 20 or 50')
    .default(DEFAULT_TABLE_PAGE_SIZE);

export function sortByParam<S extends readonly string[]>(fields: S, fallback: S[number]) {
  return mixed<S[number]>()
    .oneOf([...fields], `sort_by must be one of ${fields.join(', ')}`)
    .default(fallback);
}

export const sortDirectionParam = () =>
  mixed<'asc' | 'desc'>()
    .oneOf(['asc', 'desc'], 'sort_direction must be asc or desc')
    .default('desc');

export const searchTermParam = () =>
  string().trim().max(200, 'search_term can be at most 200 characters').default('');

export const yearFilterParam = () =>
  number()
    .transform(emptyIsUnset)
    .integer('year must be a year')
    .min(2000, 'year must be a year')
    .max(2100, 'year must be a year')
    .optional();

export function statusFilterParam<S extends readonly string[]>(statuses: S) {
  return mixed<S[number]>()
    .transform((value) => (value === '' ? undefined : value))
    .oneOf([...statuses, undefined], `status must be one of ${statuses.join(', ')}`)
    .optional();
}
