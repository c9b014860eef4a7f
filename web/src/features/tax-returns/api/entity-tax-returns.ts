// An entity's tax returns: read (again every few seconds while one is still being processed or
// sent), uploaded (the PDF into the entity's delivery folder for its year, then named as its return)
// and deleted, every list of returns refreshed after each change.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { taxReturnFolder } from '@portico/common/tax-returns/delivery-texts';
import {
  BACKGROUND_STATUSES,
  type TaxReturnSummaryDto,
} from '@portico/common/tax-returns/tax-return-model';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { uploadOnePdf, type UploadProgress } from '@/lib/upload-documents';

const listKey = (companyId: string) => [...queryRoots.taxReturns, 'entity', companyId] as const;
/** How often a list with a return still processing asks again. */
const PROCESSING_POLL_MS = 2000;

/** An entity's returns (the boot fills it for the client's dashboard: app/first-screen.ts). */
export const entityTaxReturnsQuery = (companyId: string) =>
  queryOptions({
    queryKey: listKey(companyId),
    queryFn: async () =>
      (
        await api.get<{ tax_returns: TaxReturnSummaryDto[] }>('/tax_returns', {
          company_id: companyId,
        })
      ).tax_returns,
    refetchInterval: (query) =>
      query.state.data?.some((r) => BACKGROUND_STATUSES.includes(r.status))
        ? PROCESSING_POLL_MS
        : false,
  });

export const useEntityTaxReturns = (companyId: string) =>
  useQuery(entityTaxReturnsQuery(companyId));

export interface UploadTaxReturnRequest {
  companyId: string;
  file: File;
  taxYear: number;
  documentName: string;
  sendDraftForApproval: boolean;
  /** Replace Tax Return Draft: the return whose draft this replaces. */
  previousTaxReturnId: string | null;
  onProgress: (progress: UploadProgress) => void;
}

/** Every list of returns (the entity's, the Deliver table's) is asked again after a change. */
const refreshReturns = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: queryRoots.taxReturns });

export function useUploadTaxReturn() {
  const client = useQueryClient();
  return useMutation({
    // The dialog shows why, beside what was typed.
    meta: { inlineErrors: true },
    mutationFn: async (request: UploadTaxReturnRequest) => {
      const document = await uploadOnePdf({
        companyId: request.companyId,
        folder: taxReturnFolder(request.taxYear),
        file: request.file,
        recordNoun: 'tax return',
        onProgress: request.onProgress,
      });
      return api.post<TaxReturnSummaryDto>('/tax_returns', {
        company_id: request.companyId,
        document_id: document.id,
        tax_year: request.taxYear,
        document_name: request.documentName,
        send_draft_for_approval: request.sendDraftForApproval,
        ...(request.previousTaxReturnId && { previous_tax_return_id: request.previousTaxReturnId }),
      });
    },
    onSettled: () => refreshReturns(client),
  });
}

export function useDeleteTaxReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`/tax_returns/${encodeURIComponent(id)}`),
    onSettled: () => refreshReturns(client),
  });
}
