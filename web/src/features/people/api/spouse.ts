// An Individual entity's spouse: add one later (POST /companies/:id/spouse), which renames the
// entity, so every view of people reloads afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddSpouseInput, AddSpouseResultDto } from '@portico/common/people/spouse';
import { api } from '@/lib/api-client';
import { invalidatePeople } from './invalidate-people';

export function useAddSpouse(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddSpouseInput) =>
      api.post<AddSpouseResultDto>(`/companies/${encodeURIComponent(companyId)}/spouse`, input),
    onSuccess: () => invalidatePeople(client),
  });
}
