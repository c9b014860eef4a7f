// The Users (/clients) and Entities (/admin) lists: turns the spec's parameters and the caller's
// group scope into one indexed query, and answers a page, a count or the matching ids.
import {
  NO_FILTER,
  splitIds,
  type EntityListDto,
  type EntityListQuery,
  type UserListDto,
  type UserListQuery,
} from '@portico/common/people/people-list';
import type { FirmCatalogRepo } from '../../firm/firm.module';
import { requireStaff, type Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../entities/entities.repo';
import { scopedGroups } from '../people.policy';
import { loadTagNames } from '../tags/tag-names';
import type { UsersRepo } from '../users/users.repo';
import { filterKeys, NONE, searchFilterKeys, type ListFilter } from './list-keys';
import type { ListRequest } from '../../platform/db/keyed-lists';
import { toEntityRow, toUserRow } from './people-list.dto';
import { searchLookupFor, TEST_USER_TOKEN } from '../../kernel/search-tokens';

interface Deps {
  users: UsersRepo;
  entities: EntitiesRepo;
  catalog: FirmCatalogRepo;
}

type CommonQuery = UserListQuery | EntityListQuery;

const given = (value: string) => (value && value !== NO_FILTER ? value : null);

const USER_SORT_FIELD: Record<UserListQuery['sort_by'], string> = {
  created_at: 'created_at',
  name: 'sort_name',
  email: 'sort_email',
};
const ENTITY_SORT_FIELD: Record<EntityListQuery['sort_by'], string> = {
  created_at: 'created_at',
  name: 'sort_name',
  entity_type: 'entity_type',
};

/** The groups to look in, as list keys name them. */
function groupsFor(caller: Principal, filter: string | null): string[] | null {
  return scopedGroups(caller, filter)?.map((g) => g ?? NONE) ?? null;
}

/** What differs between the two lists: their sort fields and (entities) the type filter. */
interface ListKind {
  sortField: string;
  /** Entities only: the entity type filter (null for any). */
  entityType?: string | null;
}

/** null when the query can match nothing (no visible group, or both statuses hidden). */
function listRequest(
  query: CommonQuery,
  groups: string[] | null,
  kind: ListKind,
  testUsers = false,
): ListRequest | null {
  if (groups?.length === 0) return null;
  if (query.hide_actives && query.hide_inactives) return null;
  const advisor = given(query.assigned_advisor_id);
  const { entityType } = kind;
  const filter: ListFilter = {
    advisor,
    groups,
    status: query.hide_actives ? '0' : query.hide_inactives ? '1' : null,
    entityType,
    tagIds: splitIds(query.tag_ids),
  };
  const withEntityType = entityType !== undefined;
  // The test-user toggle is a lookup by its own token, like a search (and instead of one).
  const lookup = testUsers
    ? { token: TEST_USER_TOKEN, check: null, inText: null, otherTokens: [] }
    : searchLookupFor(query.search_term);
  if (lookup) {
    // A search is looked up by its token in the caller's groups, the status and the type, newest
    // (or oldest) first; the advisor, the tags, and a term longer than its token, are checked on
    // the rows found. With a tag filter, the tag's rows checked for the term are the same rows,
    // as are a longer term's other pieces' rows: the fewest are read.
    const byTags: ListRequest | undefined =
      filter.tagIds.length > 0 && lookup.inText !== null
        ? {
            keysField: 'list_keys',
            keys: filterKeys(filter, withEntityType),
            sortField: 'created_at',
            descending: query.descending,
            alsoContaining: { field: 'search_text', text: lookup.inText },
          }
        : undefined;
    const bySearch = (token: string): ListRequest => ({
      keysField: 'search_keys',
      keys: searchFilterKeys(filter, withEntityType, token),
      sortField: 'created_at',
      descending: query.descending,
      alsoEqual: advisor ? [{ field: 'assigned_advisor_id', value: advisor }] : [],
      ...(lookup.check !== null && {
        alsoContaining: { field: 'search_text', text: lookup.check },
      }),
      ...(filter.tagIds.length > 0 && {
        alsoHoldingAnyOf: { field: 'tag_ids', values: filter.tagIds },
      }),
    });
    // A longer term is found by any of its pieces: the one that finds fewest rows is read.
    const sameRows = [...(byTags ? [byTags] : []), ...lookup.otherTokens.map(bySearch)];
    return {
      ...bySearch(lookup.token),
      ...(sameRows.length > 0 && { sameRowsAs: sameRows }),
    };
  }
  return {
    keysField: 'list_keys',
    keys: filterKeys(filter, withEntityType),
    sortField: kind.sortField,
    descending: query.descending,
  };
}

export function peopleListService({ users, entities, catalog }: Deps) {
  const page = (query: CommonQuery) => ({
    offset: (query.page - 1) * query.rows_per_page,
    limit: query.rows_per_page,
  });

  return {
    async users(
      principal: Principal | null | undefined,
      query: UserListQuery,
    ): Promise<UserListDto> {
      const caller = requireStaff(principal);
      const groups = groupsFor(caller, given(query.firm_group_id));
      const req = listRequest(
        query,
        groups,
        { sortField: USER_SORT_FIELD[query.sort_by] },
        query.test_users,
      );
      if (!req)
        return query.only_ids
          ? { users: [], ids: [] }
          : { users: [], ...(query.count && { total: 0 }) };
      if (query.only_ids) return { users: [], ids: await users.listIds(caller.firmId, req) };
      const [{ records, total }, tags] = await Promise.all([
        users.listPage(caller.firmId, req, page(query), query.count),
        loadTagNames(catalog, caller.firmId),
      ]);
      return {
        users: records.map((u) => toUserRow(u, tags)),
        ...(total !== undefined && { total }),
      };
    },

    async entities(
      principal: Principal | null | undefined,
      query: EntityListQuery,
    ): Promise<EntityListDto> {
      const caller = requireStaff(principal);
      const groups = groupsFor(caller, given(query.firm_group_id));
      const req = listRequest(query, groups, {
        sortField: ENTITY_SORT_FIELD[query.sort_by],
        entityType: given(query.entity_type),
      });
      if (!req)
        return query.only_ids
          ? { entities: [], ids: [] }
          : { entities: [], ...(query.count && { total: 0 }) };
      if (query.only_ids) return { entities: [], ids: await entities.listIds(caller.firmId, req) };
      const [{ records, total }, tags] = await Promise.all([
        entities.listPage(caller.firmId, req, page(query), query.count),
        loadTagNames(catalog, caller.firmId),
      ]);
      return {
        entities: records.map((c) => toEntityRow(c, tags)),
        ...(total !== undefined && { total }),
      };
    },
  };
}

export type PeopleListService = ReturnType<typeof peopleListService>;
