// The firm's document tags (staff): the list, adding and deleting one, and the tags on one file.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentTagDto } from '@portico/common/documents/document-tags';
import type { VaultFileDto } from '@portico/common/documents/vault';
import { api } from '@/lib/api-client';
import { useVaultChange, vaultKeys } from './vault';

const documentTagsKey = ['document-tags'] as const;

export const useDocumentTags = (enabled: boolean) =>
  useQuery({
    queryKey: documentTagsKey,
    queryFn: async () => (await api.get<{ tags: DocumentTagDto[] }>('/documents/tags')).tags,
    enabled,
  });

export function useCreateDocumentTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tag: string) => api.post<DocumentTagDto>('/documents/tags', { tag }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentTagsKey }),
  });
}

/** Deleting a tag takes it off every file, so the vault's listings reload too. */
export function useDeleteDocumentTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/documents/tags/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: documentTagsKey }),
        client.invalidateQueries({ queryKey: vaultKeys.root }),
      ]),
  });
}

export const useSetDocumentTags = (companyId: string) =>
  useVaultChange(companyId, ({ id, tagIds }: { id: string; tagIds: string[] }) =>
    api.put<VaultFileDto>(`/documents/${encodeURIComponent(id)}/tags`, { tag_ids: tagIds }),
  );
