// Assign an advisor to the selected clients (POST /v2/users/assignments).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentsInput } from '@portico/common/people/assignments';
import { api } from '@/lib/api-client';
import { peopleListKeys } from './people-keys';

export function useAssignAdvisor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignmentsInput) =>
      api.post<{ message: string; updated: number }>('/v2/users/assignments', input),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleListKeys.all }),
  });
}
