// Staff's row actions on a sent return: update (finished, reminders, vouchers paid, signatures
// marked), the invoice paid or not, and downloads. Every list of returns and the return's parts
// are asked again after a change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DownloadTaxReturnInput,
  UpdateTaxReturnInput,
} from '@portico/common/tax-returns/return-actions';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const path = (id: string, action = '') =>
  `/tax_returns/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

function useReturnMutation<I>(send: (input: I) => Promise<TaxReturnSummaryDto>) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: queryRoots.taxReturns }),
  });
}

export const useUpdateTaxReturn = (tax: Pick<TaxReturnSummaryDto, 'id' | 'company_id'>) =>
  useReturnMutation((input: Omit<UpdateTaxReturnInput, 'companyId'>) =>
    api.patch<TaxReturnSummaryDto>(path(tax.id), { ...input, companyId: tax.company_id }),
  );

export const useInvoicePaid = (tax: Pick<TaxReturnSummaryDto, 'id' | 'company_id'>) =>
  useReturnMutation((paid: boolean) =>
    api.post<TaxReturnSummaryDto>(path(tax.id, 'update_invoice_paid_status'), {
      paid,
      company_id: tax.company_id,
    }),
  );

export const useSendReminder = (tax: Pick<TaxReturnSummaryDto, 'id' | 'company_id'>) =>
  useReturnMutation(() =>
    api.post<TaxReturnSummaryDto>(path(tax.id, 'send_reminders'), { companyId: tax.company_id }),
  );

export const useDownloadTaxReturn = (id: string) =>
  useMutation({
    meta: { inlineErrors: true },
    mutationFn: (input: Partial<DownloadTaxReturnInput>) =>
      api.post<{ link: string }>(path(id, 'download_tax_return'), input),
  });
