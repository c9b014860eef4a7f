// Create User and Entity (POST /v2/users) and the live email check (GET /v2/users/check_email).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useCreateClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClientInput) => api.post<CreateClientResultDto>('/v2/users', input),
    onSuccess: () => {
      // The new entity's conversation with its owners shows in Messages too.
      void client.invalidateQueries({ queryKey: queryRoots.messaging });
      return client.invalidateQueries({ queryKey: peopleListKeys.all });
    },
  });
}
