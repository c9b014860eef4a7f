// A user's profile: read and save (PATCH /users/{id}).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnedEntityDto, UserProfileDto } from '@portico/common/people/entity-dto';
import type { UserProfileInput } from '@portico/common/people/profile-schema';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/current-user';
import { peopleListKeys, userKeys } from './people-keys';

export const useUserProfile = (id: string | undefined) =>
  useQuery({
    queryKey: userKeys.one(id ?? ''),
    queryFn: () => api.get<UserProfileDto>(`/users/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });

export function useUpdateUserProfile(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UserProfileInput) => api.patch<UserProfileDto>(`/users/${id}`, input),
    onSuccess: (saved) => {
      client.setQueryData(userKeys.one(id), saved);
      void client.invalidateQueries({ queryKey: authKeys.all });
      void client.invalidateQueries({ queryKey: peopleListKeys.all });
    },
  });
}

/** Edit user's Remove email: the user keeps a temporary address (and loses their login). */
export function useRemoveEmail(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string; user: UserProfileDto }>(
        `/users/${encodeURIComponent(id)}/remove_email`,
      ),
    onSuccess: ({ user }) => {
      client.setQueryData(userKeys.one(id), user);
      void client.invalidateQueries({ queryKey: peopleListKeys.all });
    },
  });
}

/** The staff user view's entities: all of the client's, inactive ones too. */
export const userEntitiesQuery = (id: string) =>
  queryOptions({
    queryKey: [...userKeys.one(id), 'entities'] as const,
    queryFn: async () =>
      (await api.get<{ entities: OwnedEntityDto[] }>(`/users/${encodeURIComponent(id)}/entities`))
        .entities,
  });

export const useUserEntities = (id: string) => useQuery(userEntitiesQuery(id));
