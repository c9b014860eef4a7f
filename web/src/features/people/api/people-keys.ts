// The people feature's query keys, in one place: the invalidation after any change to users or
// entities (invalidate-people.ts) and every query read them.
import { queryRoots } from '@/lib/query-keys';
import type { ListParams } from '../hooks/use-list-params';

export const companyKeys = {
  all: queryRoots.companies,
  mine: (userId: string) => [...companyKeys.all, 'of', userId] as const,
  one: (idOrHash: string) => [...companyKeys.all, 'one', idOrHash] as const,
};

export const userKeys = {
  all: ['users'] as const,
  one: (id: string) => [...userKeys.all, id] as const,
};

export const peopleListKeys = {
  all: ['people-lists'] as const,
  users: (params: ListParams) => [...peopleListKeys.all, 'users', params] as const,
  entities: (params: ListParams) => [...peopleListKeys.all, 'entities', params] as const,
};

export { tagKeys } from '@/lib/people-tags';
