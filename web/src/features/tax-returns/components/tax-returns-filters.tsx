// The filters above the Deliver table (spec 3 §2): the search, the tax year, the status, and the
// reminder and voucher payment yes/no filters; "All" filters nothing.
import {
  TAX_RETURN_STATUSES,
  TAX_RETURN_STATUS_LABELS,
} from '@portico/common/tax-returns/tax-return-model';
import { DeliveryTableFilters } from '@/components/delivery-table-filters';
import type { FilteredTable } from '@/lib/use-filtered-table';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import type { FlagFilter, TaxReturnFilters } from '../hooks/use-tax-returns-params';

const STATUS_OPTIONS: FilterOption[] = TAX_RETURN_STATUSES.map((s) => ({
  id: s,
  name: TAX_RETURN_STATUS_LABELS[s],
}));
const YES_NO: FilterOption[] = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
];

export function TaxReturnsFilters({ table }: { table: FilteredTable<TaxReturnFilters> }) {
  const flagSelect = (label: string, key: keyof TaxReturnFilters) => (
    <FilterSelect
      label={label}
      value={table.params[key]}
      options={YES_NO}
      onChange={(value) => table.setFilters({ [key]: value as FlagFilter })}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    />
  );
  return (
    <DeliveryTableFilters
      searchLabel="Search tax returns"
      table={table}
      statusOptions={STATUS_OPTIONS}
    >
      {flagSelect('Reminder disabled', 'reminderDisabled')}
      {flagSelect('Reminder sent', 'reminderSent')}
      {flagSelect('Voucher payments made', 'voucherPaymentsMade')}
    </DeliveryTableFilters>
  );
}
