// The Users (/clients) and Entities (/admin) lists (spec 3 §2, §7, §9): query parameters, limits, rows.
import { object, string, type InferType } from 'yup';
import {
  descendingParam,
  flagParam,
  pageParam,
  rowsPerPageParam,
  sortParam,
} from '../input/list-params';
import { isRecordId, recordId } from '../input/record-id';

export const ROWS_PER_PAGE_OPTIONS = [10, 20, 50] as const;
export const DEFAULT_ROWS_PER_PAGE = 10;
/** The page-size cookie lives a year (spec 3 §9). */
export const ROWS_PER_PAGE_COOKIE_MAX_AGE = 31536000;
/** The sentinel for "no filter" or "no assignment" (spec 3 §9). */
import { NO_FILTER } from './no-filter';

export { NO_FILTER };
export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;
/** Shorter search terms are not searched: every row would match a one-letter prefix. */
export const MIN_SEARCH_LENGTH = 2;
/** A run of digits of a phone or external id must be this long to be searched. */
export const MIN_DIGITS_SEARCH_LENGTH = 3;
/** Tag filters are "any of"; the store answers at most this many at once. */
export const MAX_TAG_FILTERS = 10;

export const USER_SORT_FIELDS = ['created_at', 'name', 'email'] as const;
export const ENTITY_SORT_FIELDS = ['created_at', 'name', 'entity_type'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type EntitySortField = (typeof ENTITY_SORT_FIELDS)[number];

const flag = flagParam();
const filterId = (name: string) => recordId(name).default(NO_FILTER);

function listSchema<S extends readonly string[]>(sortFields: S) {
  return object({
    page: pageParam(),
    rows_per_page: rowsPerPageParam(ROWS_PER_PAGE_OPTIONS, DEFAULT_ROWS_PER_PAGE),
    sort_by: sortParam(sortFields, 'created_at' as S[number]),
    descending: descendingParam(),
    count: flag,
    only_ids: flag,
    search_term: string().trim().max(100, 'search_term is too long').default(''),
    assigned_advisor_id: filterId('assigned_advisor_id'),
    firm_group_id: filterId('firm_group_id'),
    hide_actives: flag,
    hide_inactives: flag,
    /** Comma-separated tag ids; any of them matches. */
    tag_ids: string()
      .trim()
      .max(2000)
      .default('')
      .test(
        'tag-count',
        `Filter by at most ${MAX_TAG_FILTERS} tags`,
        (v) => splitIds(v).length <= MAX_TAG_FILTERS,
      )
      .test('tag-ids', 'tag_ids are not valid ids', (v) => splitIds(v).every(isRecordId)),
    /** The entity chooser's name for search_term. */
    search: string().max(100, 'search is too long').strip(),
  }).transform((query: Record<string, unknown>) =>
    query && query.search_term === undefined && query.search !== undefined
      ? { ...query, search_term: query.search }
      : query,
  );
}

export const userListQuerySchema = listSchema(USER_SORT_FIELDS).shape({
  /** The test-user toggle: only users with a temporary ("test") email, newest first. */
  test_users: flag,
});
export const entityListQuerySchema = listSchema(ENTITY_SORT_FIELDS).shape({
  entity_type: string().trim().max(128).default(NO_FILTER),
});
export type UserListQuery = InferType<typeof userListQuerySchema>;
export type EntityListQuery = InferType<typeof entityListQuerySchema>;

export function splitIds(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== NO_FILTER);
}

export interface TagRefDto {
  id: string;
  name: string;
}

export interface UserRowDto {
  id: string;
  fname: string;
  lname: string;
  full_name: string;
  preferred_name: string;
  email: string;
  phone_number: string;
  external_user_id: string;
  tax_return_name: string;
  paying: boolean;
  readonly_access: boolean;
  firm_group_id: string | null;
  assigned_advisor_id: string | null;
  contact_tags: TagRefDto[];
  has_temp_email: boolean;
  created_at: string;
}

export interface EntityRowDto {
  id: string;
  hash_id: string;
  name: string;
  entity_type: string;
  inactive: boolean;
  readonly_access: boolean;
  business_email: string;
  external_entity_id: string;
  firm_group_id: string | null;
  assigned_advisor_id: string | null;
  entity_tags: TagRefDto[];
  created_at: string;
}

/** GET /v2/users: a page of rows; `total` when `count` was asked; only `ids` with `only_ids`. */
export interface UserListDto {
  users: UserRowDto[];
  total?: number;
  ids?: string[];
}

export interface EntityListDto {
  entities: EntityRowDto[];
  total?: number;
  ids?: string[];
}
