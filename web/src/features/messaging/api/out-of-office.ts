// The signed-in firm user's out of office (docs/api.md "GET /out_of_office").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutOfOfficeDto, OutOfOfficeInput } from '@portico/common/messaging/out-of-office';
import { api } from '@/lib/api-client';
import { messagingKeys } from './conversations';

const key = [...messagingKeys.all, 'out-of-office'] as const;

export const useOutOfOffice = () =>
  useQuery({ queryKey: key, queryFn: () => api.get<OutOfOfficeDto>('/out_of_office') });

export function useSetOutOfOffice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OutOfOfficeInput) => api.put<OutOfOfficeDto>('/out_of_office', input),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
