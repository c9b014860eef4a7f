// Create User and Entity (POST /v2/users) and the live email check (GET /v2/users/check_email).
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateClientInput,
  CreateClientResultDto,
  EmailAvailabilityDto,
} from '@portico/common/people/create-client';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { peopleListKeys } from './people-keys';

export const createClientKeys = {
  email: (email: string) => ['people', 'email-availability', email] as const,
};

/** Whether `email` (already debounced and valid) is free; idle while it is empty. */
export const useEmailAvailability = (email: string) =>
  useQuery({
    queryKey: createClientKeys.email(email),
    queryFn: () => api.get<EmailAvailabilityDto>('/v2/users/check_email', { email }),
    enabled: email !== '',
    staleTime: 30_000,
  });

/** What new clients make stale: the people lists, the entities, and Messages (each new entity
 * opens a conversation with its owners). */
function clientsAdded(client: QueryClient) {
  void client.invalidateQueries({ queryKey: queryRoots.messaging });
  void client.invalidateQueries({ queryKey: queryRoots.companies });
  return client.invalidateQueries({ queryKey: peopleListKeys.all });
}

export function useCreateClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClientInput) => api.post<CreateClientResultDto>('/v2/users', input),
    onSuccess: () => clientsAdded(client),
  });
}

/** For clients added another way (a client list imported): read the lists again. */
export function useClientsAdded(): () => void {
  const client = useQueryClient();
  return useCallback(() => void clientsAdded(client), [client]);
}
