// Entity owners: add an existing user or a new user, make one the primary contact, remove one
// (POST /companies/:id/owners[/new], POST …/primary_contact, DELETE …/owners/:userId), and a new
// entity for a user (POST /companies).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntitySummaryDto } from '@portico/common/people/entity-dto';
import type { UserListDto } from '@portico/common/people/people-list';
import type {
  ConversationChoice,
  NewEntityInput,
  NewOwnerInput,
  OwnersDto,
} from '@portico/common/people/owners';
import { api } from '@/lib/api-client';
import { invalidatePeople } from './invalidate-people';
import { peopleListKeys } from './people-keys';

const ownersPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}`;

/** Clients matching `search` for the Existing User picker (the Users list's search, first page). */
export const useOwnerCandidates = (search: string) =>
  useQuery({
    queryKey: [...peopleListKeys.all, 'owner-candidates', search] as const,
    // A wide page: the picker may leave out users who cannot be chosen.
    queryFn: async () =>
      (await api.get<UserListDto>('/v2/users', { search_term: search, rows_per_page: 50 })).users,
    enabled: search.length >= 2,
  });

/** A change to an entity's owners; every view of people reloads afterwards. */
function useOwnersMutation<T>(request: (input: T) => Promise<OwnersDto>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => invalidatePeople(client) });
}

/** An owner who joins or leaves, and what the entity's conversations do. */
export interface OwnerChange {
  userId: string;
  conversation: ConversationChoice;
}

export const useAddOwner = (companyId: string) =>
  useOwnersMutation(({ userId, conversation }: OwnerChange) =>
    api.post<OwnersDto>(`${ownersPath(companyId)}/owners`, { user_id: userId, conversation }),
  );

export const useCreateOwner = (companyId: string) =>
  useOwnersMutation((input: NewOwnerInput) =>
    api.post<OwnersDto>(`${ownersPath(companyId)}/owners/new`, input),
  );

export const useChangePrimaryContact = (companyId: string) =>
  useOwnersMutation((userId: string) =>
    api.post<OwnersDto>(`${ownersPath(companyId)}/primary_contact`, { user_id: userId }),
  );

export const useRemoveOwner = (companyId: string) =>
  useOwnersMutation(({ userId, conversation }: OwnerChange) =>
    api.delete<OwnersDto>(
      `${ownersPath(companyId)}/owners/${encodeURIComponent(userId)}?conversation=${conversation}`,
    ),
  );

/** Create a new entity for an existing user (they become its primary owner). */
export function useCreateEntityForUser() {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: (input: NewEntityInput) => api.post<EntitySummaryDto>('/companies', input),
    onSuccess: () => invalidatePeople(client),
  });
}

/** The entity email update prompt: an owner's new email becomes these entities' business email. */
export function useUpdateEntityEmails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: string; companyIds: string[]; email: string }) => {
      for (const companyId of input.companyIds) {
        await api.put<unknown>(`${ownersPath(companyId)}/business_email`, {
          userId: input.userId,
          business_email: input.email,
        });
      }
    },
    onSettled: () => invalidatePeople(client),
  });
}
