// The filters above the Signatures table: the search, the tax year and the status; "All" filters
// nothing.
import {
  SIGNATURE_REQUEST_STATUSES,
  SIGNATURE_REQUEST_STATUS_LABELS,
} from '@portico/common/signature-requests/signature-request-model';
import { DeliveryTableFilters } from '@/components/delivery-table-filters';
import type { FilteredTable } from '@/lib/use-filtered-table';
import type { FilterOption } from '@/components/filter-select';
import type { SignatureRequestFilters } from '../hooks/use-signature-requests-params';

const STATUS_OPTIONS: FilterOption[] = SIGNATURE_REQUEST_STATUSES.map((s) => ({
  id: s,
  name: SIGNATURE_REQUEST_STATUS_LABELS[s],
}));

export function SignatureRequestsFilters({
  table,
}: {
  table: FilteredTable<SignatureRequestFilters>;
}) {
  return (
    <DeliveryTableFilters
      searchLabel="Search signature requests"
      table={table}
      statusOptions={STATUS_OPTIONS}
    />
  );
}
