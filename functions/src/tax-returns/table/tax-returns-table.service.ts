// The Deliver table (GET /tax_returns/get_paginated_tax_returns, spec 3 §2, §7 "Paged list"):
// turns the filters, the search and the caller's group scope into one keyed-list request over the
// firm's returns, and answers a page with its place among them.
import type {
  TaxReturnListQuery,
  TaxReturnPageDto,
  TaxReturnSortField,
} from '@portico/common/tax-returns/tax-returns-list';
import type { Principal } from '../../kernel/principal';
import { searchLookupFor } from '../../kernel/search-tokens';
import type { ListRequest } from '../../platform/db/keyed-lists';
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
  const order = {
    sortField: SORT_FIELD[query.sort_by],
    descending: query.sort_direction === 'desc',
  };
  const lookup = searchLookupFor(query.search_term);
  if (!lookup) return { keysField: 'list_keys', keys: tableFilterKeys(filter), ...order };
  // A search is looked up by its token in the groups; the other filters and the whole term are
  // checked on the rows it finds, which are then sorted as asked.
  const checks = [
    ...(filter.year !== null ? [{ field: 'tax_year', value: filter.year }] : []),
    ...(filter.status ? [{ field: 'status', value: filter.status }] : []),
    ...(filter.reminderDisabled !== null
      ? [{ field: 'reminder_disabled', value: filter.reminderDisabled }]
      : []),
    ...(filter.reminded !== null ? [{ field: 'reminded', value: filter.reminded }] : []),
    ...(filter.vouchersPaid !== null
      ? [{ field: 'vouchers_paid', value: filter.vouchersPaid ? '1' : '0' }]
      : []),
  ];
  // The index's own order needs no reading of the rows: a page and a count from the index alone.
  const inScanOrder = order.sortField === SEARCH_ORDER.field && order.descending;
  const bySearch = (token: string): Omit<ListRequest, 'select'> => ({
    keysField: 'search_keys',
    keys: tableSearchKeys(filter, token),
    ...order,
    ...(!inScanOrder && { scanOrder: SEARCH_ORDER }),
    alsoEqual: checks,
    ...(lookup.check && { alsoContaining: { field: 'search_text', text: lookup.check } }),
  });
  // A longer term is found by any of its pieces: the one whose keys find fewest rows is read.
  return {
    ...bySearch(lookup.token),
    ...(lookup.otherTokens.length > 0 && { sameRowsAs: lookup.otherTokens.map(bySearch) }),
  };
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
