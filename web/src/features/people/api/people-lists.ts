// The Users and Entities lists (GET /v2/users, GET /v2/entities): one page, with its total.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EntityListDto, UserListDto } from '@portico/common/people/people-list';
import { pageQuery } from '@/components/list-table';
import { api } from '@/lib/api-client';
import type { ListParams } from '../hooks/use-list-params';
import { peopleListKeys } from './people-keys';

/** The query string the API reads; the spec's -1 stands for "no filter". */
export function listQuery(params: ListParams): Record<string, string | number | boolean> {
  return {
    ...pageQuery(params),
    search_term: params.search,
    assigned_advisor_id: params.advisorId,
    firm_group_id: params.groupId,
    hide_actives: params.hideActives,
    hide_inactives: params.hideInactives,
    tag_ids: params.tagIds.join(','),
    ...(params.entityType !== undefined && { entity_type: params.entityType }),
    ...(params.testUsers !== undefined && { test_users: params.testUsers }),
  };
}

export const useUserList = (params: ListParams) =>
  useQuery({
    queryKey: peopleListKeys.users(params),
    queryFn: () => api.get<UserListDto>('/v2/users', listQuery(params)),
    select: (data) => ({ rows: data.users, total: data.total }),
    placeholderData: keepPreviousData,
  });

export const useEntityList = (params: ListParams) =>
  useQuery({
    queryKey: peopleListKeys.entities(params),
    queryFn: () => api.get<EntityListDto>('/v2/entities', listQuery(params)),
    select: (data) => ({ rows: data.entities, total: data.total }),
    placeholderData: keepPreviousData,
  });
