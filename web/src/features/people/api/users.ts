// A user's profile: read and save (PATCH /users/{id}).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserProfileDto } from '@portico/common/people/company-dto';
import type { UserProfileInput } from '@portico/common/people/profile-schema';
import { api } from '@/lib/api-client';
import { authKeys } from '@/features/auth/api/get-current-user';
import { peopleListKeys } from './people-lists';

export const userKeys = {
  all: ['users'] as const,
  one: (id: string) => [...userKeys.all, id] as const,
};

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
