// The firm catalogues (groups, entity types, custom statuses) and firm users: queries and edits.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomStatusDto,
  EntityTypeDto,
  FirmGroupDto,
  FirmUserDto,
} from '@portico/common/firm/firm-catalog-dto';
import type { FirmCatalogList } from '@portico/common/firm/firm-settings-schema';
import { api } from '@/lib/api-client';

export interface CatalogItems {
  groups: FirmGroupDto;
  entity_types: EntityTypeDto;
  custom_statuses: CustomStatusDto;
}

export const catalogKeys = {
  all: ['firm-catalog'] as const,
  list: (list: FirmCatalogList) => [...catalogKeys.all, list] as const,
  users: () => [...catalogKeys.all, 'firm-users'] as const,
};

export const catalogQuery = <K extends FirmCatalogList>(list: K) =>
  queryOptions({
    queryKey: catalogKeys.list(list),
    queryFn: async () =>
      (await api.get<Record<K, CatalogItems[K][]>>(`/firms/catalog/${list}`))[list],
  });

export const useCatalog = <K extends FirmCatalogList>(list: K, enabled = true) =>
  useQuery({ ...catalogQuery(list), enabled });

export const useFirmUsers = (enabled = true) =>
  useQuery({
    queryKey: catalogKeys.users(),
    queryFn: async () => (await api.get<{ firm_users: FirmUserDto[] }>('/firms/users')).firm_users,
    enabled,
  });

type Edit<K extends FirmCatalogList> =
  | { kind: 'create'; doc: Omit<CatalogItems[K], 'id' | 'standard'> }
  | { kind: 'update'; id: string; doc: Omit<CatalogItems[K], 'id' | 'standard'> }
  | { kind: 'delete'; id: string };

export function useCatalogEdit<K extends FirmCatalogList>(list: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: Edit<K>) => {
      if (edit.kind === 'create') return api.post<unknown>(`/firms/catalog/${list}`, edit.doc);
      if (edit.kind === 'update')
        return api.put<unknown>(`/firms/catalog/${list}/${edit.id}`, edit.doc);
      return api.delete<unknown>(`/firms/catalog/${list}/${edit.id}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.list(list) }),
  });
}
