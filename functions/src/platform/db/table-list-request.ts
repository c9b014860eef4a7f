// The keyed-list request of a records table with filters and a search (the Deliver table, the
// Signatures table): without a search, the filters' combination key; with one, the search token's
// keys (in the caller's groups) with the other filters and the whole term checked on the rows it
// finds, which are then sorted as asked — a longer term found by any of its pieces, whichever finds
// fewest rows (keyed-lists.ts).
import { searchLookupFor } from '../../kernel/search-tokens';
import type { ListRequest } from './keyed-lists';

export interface TableListSpec {
  order: { sortField: string; descending: boolean };
  searchTerm: string | undefined;
  /** The filters' combination keys (the record's `list_keys`). */
  filterKeys: () => string[][];
  /** A search token's keys in the caller's groups (the record's `search_keys`). */
  searchKeys: (token: string) => string[][];
  /** The filters a search checks on the rows it finds (those set). */
  checks: { field: string; value: string | number | boolean }[];
  /** The order a search's index is kept in (firestore.indexes.json). */
  searchOrder: { field: string; descending: boolean };
}

export function tableListRequest(spec: TableListSpec): Omit<ListRequest, 'select'> {
  const { order, searchOrder } = spec;
  const lookup = searchLookupFor(spec.searchTerm ?? '');
  if (!lookup) return { keysField: 'list_keys', keys: spec.filterKeys(), ...order };
  // The index's own order needs no reading of the rows: a page and a count from the index alone.
  const inScanOrder =
    order.sortField === searchOrder.field && order.descending === searchOrder.descending;
  const bySearch = (token: string): Omit<ListRequest, 'select'> => ({
    keysField: 'search_keys',
    keys: spec.searchKeys(token),
    ...order,
    ...(!inScanOrder && { scanOrder: searchOrder }),
    alsoEqual: spec.checks,
    ...(lookup.check && { alsoContaining: { field: 'search_text', text: lookup.check } }),
  });
  return {
    ...bySearch(lookup.token),
    ...(lookup.otherTokens.length > 0 && { sameRowsAs: lookup.otherTokens.map(bySearch) }),
  };
}
