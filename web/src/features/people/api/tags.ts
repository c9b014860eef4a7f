// User (contact) and entity tags: the firm-wide lists, bulk tag / untag, and one record's tags.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BulkTagInput,
  BulkTagResultDto,
  PeopleTagKind,
  TagDto,
} from '@portico/common/people/tags';
import { api } from '@/lib/api-client';
import { invalidatePeople } from './invalidate-people';
import { peopleListKeys, tagKeys } from './people-keys';

export { useTags } from '@/lib/people-tags';

export function useBulkTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkTagInput) => api.post<BulkTagResultDto>('/v2/tags/bulk', input),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: tagKeys.all }),
        client.invalidateQueries({ queryKey: peopleListKeys.all }),
      ]);
    },
  });
}

export function useCreateTag(kind: PeopleTagKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<TagDto>('/v2/tags', { kind, new_tag: name }),
    onSuccess: () => client.invalidateQueries({ queryKey: tagKeys.list(kind) }),
  });
}

/** Deleting a tag also takes it off every record, so the lists reload too. */
export function useDeleteTag(kind: PeopleTagKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/v2/tags/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: tagKeys.list(kind) }),
        client.invalidateQueries({ queryKey: peopleListKeys.all }),
      ]);
    },
  });
}

/** The User Tags / Entity Tags dialog: the record's tags become exactly `names`. */
export function useSetRecordTags(kind: PeopleTagKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) =>
      kind === 'entity'
        ? api.put<{ tags: TagDto[] }>(`/companies/${encodeURIComponent(id)}/entity_tags`, {
            entity_tags: names,
          })
        : api.put<{ tags: TagDto[] }>(`/users/${encodeURIComponent(id)}/contact_tags`, {
            contact_tags: names,
          }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: tagKeys.list(kind) }),
        invalidatePeople(client),
      ]);
    },
  });
}
