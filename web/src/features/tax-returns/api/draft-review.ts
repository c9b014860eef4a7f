// A draft's review: the return, its watermarked copy's short-lived link, the client's approval or
// request for changes, and staff starting classification. Every list of returns is asked again
// after a change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { queryRoots } from '@/lib/query-keys';

const returnKey = (id: string) => [...queryRoots.taxReturns, 'one', id] as const;
const path = (id: string, action = '') =>
  `/tax_returns/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

const taxReturnQuery = (id: string) => ({
  queryKey: returnKey(id),
  queryFn: () => api.get<TaxReturnSummaryDto>(path(id)),
});

export const useTaxReturn = (id: string) => useQuery(taxReturnQuery(id));

/** Asks for the return before its page renders (the page opened from a mail, router.tsx). */
export const prefetchTaxReturn = (id: string) => void queryClient.prefetchQuery(taxReturnQuery(id));

/** The draft's link lasts 5 minutes: asked for each time the review opens. */
export const useDraftFile = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['tax-return-draft-file', id],
    queryFn: () => api.get<{ url: string }>(path(id, 'draft_file')),
    enabled,
    gcTime: 0,
    staleTime: 4 * 60_000,
    retry: false,
  });

function useReturnChange<I>(id: string, send: (input: I) => Promise<TaxReturnSummaryDto>) {
  const client = useQueryClient();
  return useMutation({
    // The review says why, in its own words (the spec's, or the server's refusal).
    meta: { inlineErrors: true },
    mutationFn: send,
    onSuccess: (saved) => client.setQueryData(returnKey(id), saved),
    onSettled: () => client.invalidateQueries({ queryKey: queryRoots.taxReturns }),
  });
}

export const useApproveDraft = (id: string, companyId: string) =>
  useReturnChange(id, () =>
    api.post<TaxReturnSummaryDto>(path(id, 'approve'), { company_id: companyId }),
  );

export const useRequestChanges = (id: string, companyId: string) =>
  useReturnChange(id, (reason: string) =>
    api.post<TaxReturnSummaryDto>(path(id, 'request_changes'), { reason, company_id: companyId }),
  );

export const useStartClassification = (id: string) =>
  useReturnChange(id, () => api.post<TaxReturnSummaryDto>(path(id, 'start_classification'), {}));
