// The firm catalogues (groups, entity types, custom statuses) and the firm's staff, as the firm
// settings, people and imports screens read them (shared, so it lives here and not in a feature).
import { queryOptions, useQuery } from '@tanstack/react-query';
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
