// The Deliver table (GET /tax_returns/get_paginated_tax_returns, spec 3 §2, §7 "Paged list"):
// turns the filters, the search and the caller's group scope into one keyed-list request over the
// firm's returns, and answers a page with its place among them.
import type {
  TaxReturnListQuery,
  TaxReturnPageDto,
  TaxReturnSortField,
} from '@portico/common/tax-returns/tax-returns-list';
import type { Principal } from '../../kernel/principal';
import type { ListRequest } from '../../platform/db/keyed-lists';
import { tableListRequest } from '../../platform/db/table-list-request';
import { scopedGroups } from '../../people/people.module';
import { toTaxReturnSummaryDto } from '../tax-returns.dto';
import { requireTableReader } from '../tax-returns.policy';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { NONE, tableFilterKeys, tableSearchKeys, type TableFilter } from './table-fields';

interface Deps {
  returns: TaxReturnsRepo;
}

/** The stored field each column sorts by (table-fields.ts). */
const SORT_FIELD: Record<TaxReturnSortField, string> = {
  company_name: 'sort_company',
  tax_year: 'tax_year',
  tax_return_name: 'sort_name',
  current_status: 'current_status',
  signatures: 'signature_sort',
  payments: 'payment_sort',
  updated_at: 'updated_at',
  last_reminder_sent_at: 'last_reminder_sent_at',
  last_signed_at: 'last_signed_at',
  assigned_advisor: 'sort_advisor',
  reminder_disabled: 'reminder_disabled',
  identity_verification_status: 'identity_sort',
};

/** The order a search's index is kept in (firestore.indexes.json). */
const SEARCH_ORDER = { field: 'updated_at', descending: true };

const orNull = <T>(value: T | undefined) => value ?? null;

/** Null when the caller's scope leaves nothing to find. */
function tableRequest(
  caller: Principal,
  query: TaxReturnListQuery,
): Omit<ListRequest, 'select'> | null {
  const groups = scopedGroups(caller, null);
  if (groups?.length === 0) return null;
  const filter: TableFilter = {
    year: orNull(query.year),
    status: orNull(query.status),
    reminderDisabled: orNull(query.reminder_disabled),
    reminded: orNull(query.reminder_sent),
    vouchersPaid: orNull(query.voucher_payments_made),
    groups: groups?.map((g) => g ?? NONE) ?? null,
  };
  return tableListRequest({
    order: { sortField: SORT_FIELD[query.sort_by], descending: query.sort_direction === 'desc' },
    searchTerm: query.search_term,
    filterKeys: () => tableFilterKeys(filter),
    searchKeys: (token) => tableSearchKeys(filter, token),
    checks: [
      ...(filter.year !== null ? [{ field: 'tax_year', value: filter.year }] : []),
      ...(filter.status ? [{ field: 'status', value: filter.status }] : []),
      ...(filter.reminderDisabled !== null
        ? [{ field: 'reminder_disabled', value: filter.reminderDisabled }]
        : []),
      ...(filter.reminded !== null ? [{ field: 'reminded', value: filter.reminded }] : []),
      ...(filter.vouchersPaid !== null
        ? [{ field: 'vouchers_paid', value: filter.vouchersPaid ? '1' : '0' }]
        : []),
    ],
    searchOrder: SEARCH_ORDER,
  });
}

export function taxReturnsTableService({ returns }: Deps) {
  return {
    async page(
      principal: Principal | null | undefined,
      query: TaxReturnListQuery,
    ): Promise<TaxReturnPageDto> {
      const caller = requireTableReader(principal);
      const req = tableRequest(caller, query);
      const perPage = query.per_page;
      const { rows, total = 0 } = req
        ? await returns.tablePage(
            caller.firmId,
            req,
            { offset: (query.page - 1) * perPage, limit: perPage },
            true,
          )
        : { rows: [] };
      return {
        tax_returns: rows.map(toTaxReturnSummaryDto),
        meta: {
          current_page: query.page,
          total_count: total,
          total_pages: Math.ceil(total / perPage),
        },
      };
    },
  };
}

export type TaxReturnsTableService = ReturnType<typeof taxReturnsTableService>;
