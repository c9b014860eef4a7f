// Edits of the firm catalogues on Firm Settings: create, rename and delete groups, entity types and
// custom statuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirmCatalogList } from '@portico/common/firm/firm-settings-schema';
import { api } from '@/lib/api-client';
import { catalogKeys, type CatalogItems } from '@/lib/firm-catalog';

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
