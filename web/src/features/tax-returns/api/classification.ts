// A return's classification (staff: what it asks, saved and sent) and the return as delivered
// (its readers: the file and what it asks). Every list of returns is asked again after a change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClassificationDto,
  ClassificationInput,
} from '@portico/common/tax-returns/classification';
import type { DeliveredReturnDto } from '@portico/common/tax-returns/sending';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const path = (id: string, action: string) => `/tax_returns/${encodeURIComponent(id)}/${action}`;
const classificationKey = (id: string) => [...queryRoots.taxReturns, 'classification', id] as const;

export const useClassification = (id: string) =>
  useQuery({
    queryKey: classificationKey(id),
    queryFn: () => api.get<ClassificationDto>(path(id, 'classification')),
  });

export function useSaveClassification(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: (input: ClassificationInput) =>
      api.put<ClassificationDto>(path(id, 'classification'), input),
    onSuccess: (saved) => client.setQueryData(classificationKey(id), saved),
  });
}

export function useSendReturn(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: () => api.post<TaxReturnSummaryDto>(path(id, 'send'), {}),
    onSettled: () => client.invalidateQueries({ queryKey: queryRoots.taxReturns }),
  });
}

/** The return's PDF: its link lasts 5 minutes, so it is asked for each time a view opens. */
export const useReturnFile = (id: string) =>
  useQuery({
    queryKey: ['tax-return-file', id],
    queryFn: () => api.get<{ url: string }>(path(id, 'file')),
    gcTime: 0,
    staleTime: 4 * 60_000,
    retry: false,
  });

/** The delivered return; asked again every 2 s while `polling` says so (a payment confirming). */
export const useDeliveredReturn = (
  id: string,
  enabled = true,
  polling?: (delivered: DeliveredReturnDto) => boolean,
) =>
  useQuery({
    queryKey: [...queryRoots.taxReturns, 'delivery', id],
    queryFn: () => api.get<DeliveredReturnDto>(path(id, 'delivery')),
    enabled,
    refetchInterval: (query) =>
      polling && query.state.data && polling(query.state.data) ? 2000 : false,
  });
