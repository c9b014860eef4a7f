// Activate / deactivate a user or an entity and their read-only toggles
// (PATCH /v2/users/:id/status, PATCH /v2/entities/:id/status).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EntityStatusInput,
  EntityStatusResultDto,
  UserStatusInput,
  UserStatusResultDto,
} from '@portico/common/people/user-status';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { invalidatePeople } from './invalidate-people';

export function useUpdateUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: Partial<UserStatusInput> & { userId: string }) =>
      api.patch<UserStatusResultDto>(`/v2/users/${encodeURIComponent(userId)}/status`, input),
    // Deactivating also locks questionnaires and removes scheduled sends.
    onSuccess: () =>
      Promise.all([
        invalidatePeople(client),
        client.invalidateQueries({ queryKey: queryRoots.questionnaires }),
      ]),
  });
}

export function useUpdateEntityStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, ...input }: EntityStatusInput & { companyId: string }) =>
      api.patch<EntityStatusResultDto>(
        `/v2/entities/${encodeURIComponent(companyId)}/status`,
        input,
      ),
    onSuccess: () => invalidatePeople(client),
  });
}
