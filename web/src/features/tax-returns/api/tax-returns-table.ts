// The Deliver table's pages (GET /tax_returns/get_paginated_tax_returns): the page shown stays
// while the next one loads, and a page with a return still being processed or sent asks again
// until it is done.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NO_FILTER } from '@portico/common/people/no-filter';
import { BACKGROUND_STATUSES } from '@portico/common/tax-returns/tax-return-model';
import type { TaxReturnPageDto } from '@portico/common/tax-returns/tax-returns-list';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { tablePositionQuery } from '@/lib/use-table-position';
import type { TaxReturnParams } from '../hooks/use-tax-returns-params';

const PROCESSING_POLL_MS = 2000;

/** The query string as the API reads it; filters left at "All" are not sent. */
export function tableQuery(p: TaxReturnParams): Record<string, string | number> {
  const filters = {
    year: p.year,
    status: p.status,
    reminder_disabled: p.reminderDisabled,
    reminder_sent: p.reminderSent,
    voucher_payments_made: p.voucherPaymentsMade,
  };
  return {
    ...tablePositionQuery(p),
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== NO_FILTER)),
  };
}

export const useTaxReturnsPage = (params: TaxReturnParams) => {
  const query = tableQuery(params);
  return useQuery({
    queryKey: [...queryRoots.taxReturns, 'table', query],
    queryFn: () => api.get<TaxReturnPageDto>('/tax_returns/get_paginated_tax_returns', query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.tax_returns.some((r) => BACKGROUND_STATUSES.includes(r.status))
        ? PROCESSING_POLL_MS
        : false,
  });
};
