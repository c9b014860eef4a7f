// Entity owners: add an existing user, or a new user, as owner (POST /companies/:id/owners[/new]).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserListDto } from '@portico/common/people/people-list';
import type { NewOwnerInput, OwnersDto } from '@portico/common/people/owners';
import { api } from '@/lib/api-client';
import { peopleListKeys } from './people-lists';

/** Clients matching `search` for the Existing User picker (the Users list's search, first page). */
export const useOwnerCandidates = (search: string) =>
  useQuery({
    queryKey: [...peopleListKeys.all, 'owner-candidates', search] as const,
    queryFn: async () => (await api.get<UserListDto>('/v2/users', { search_term: search })).users,
    enabled: search.length >= 2,
  });

export function useAddOwner(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<OwnersDto>(`/companies/${encodeURIComponent(companyId)}/owners`, {
        user_id: userId,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleListKeys.all }),
  });
}

export function useCreateOwner(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewOwnerInput) =>
      api.post<OwnersDto>(`/companies/${encodeURIComponent(companyId)}/owners/new`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleListKeys.all }),
  });
}
