// The Signatures table (GET /signature_requests/get_paginated_signature_requests, spec 3 §2, like
// the Deliver table): turns the filters, the search and the caller's group scope into one
// keyed-list request over the firm's requests, and answers a page with its place among them.
import type {
  SignatureRequestListQuery,
  SignatureRequestPageDto,
  SignatureRequestSortField,
} from '@portico/common/signature-requests/signature-requests-input';
import type { Principal } from '../../kernel/principal';
import type { ListRequest } from '../../platform/db/keyed-lists';
import { tableListRequest } from '../../platform/db/table-list-request';
import { scopedGroups } from '../../people/people.module';
import {
  NONE,
  tableFilterKeys,
  tableSearchKeys,
  type TableFilter,
} from '../signature-request-record';
import { toSignatureRequestDto } from '../signature-requests.dto';
import { requireTableReader } from '../signature-requests.policy';
import type { SignatureRequestsRepo } from '../signature-requests.repo';

/** The stored field each column sorts by (signature-request-record.ts). */
const SORT_FIELD: Record<SignatureRequestSortField, string> = {
  company_name: 'sort_company',
  tax_year: 'tax_year',
  form_name: 'sort_form',
  document_name: 'sort_document',
  status: 'status_sort',
  updated_at: 'updated_at',
  signatures: 'signature_sort',
};

/** The order a search's index is kept in (firestore.indexes.json). */
const SEARCH_ORDER = { field: 'updated_at', descending: true };

/** Null when the caller's scope leaves nothing to find. */
function tableRequest(caller: Principal, query: SignatureRequestListQuery): ListRequest | null {
  const groups = scopedGroups(caller, null);
  if (groups?.length === 0) return null;
  const filter: TableFilter = {
    year: query.year ?? null,
    status: query.status ?? null,
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
    ],
    searchOrder: SEARCH_ORDER,
  });
}

export function signatureRequestsTableService({ requests }: { requests: SignatureRequestsRepo }) {
  return {
    async page(
      principal: Principal | null | undefined,
      query: SignatureRequestListQuery,
    ): Promise<SignatureRequestPageDto> {
      const caller = requireTableReader(principal);
      const req = tableRequest(caller, query);
      const perPage = query.per_page;
      const { rows, total } = req
        ? await requests.tablePage(caller.firmId, req, {
            offset: (query.page - 1) * perPage,
            limit: perPage,
          })
        : { rows: [], total: 0 };
      return {
        signature_requests: rows.map(toSignatureRequestDto),
        meta: {
          current_page: query.page,
          total_count: total,
          total_pages: Math.ceil(total / perPage),
        },
      };
    },
  };
}

export type SignatureRequestsTableService = ReturnType<typeof signatureRequestsTableService>;
