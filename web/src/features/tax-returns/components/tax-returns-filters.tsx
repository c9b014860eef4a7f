// The filters above the Deliver table (spec 3 §2): the search, the tax year, the status, and the
// reminder and voucher payment yes/no filters; "All" filters nothing.
import { TAX_YEARS } from '@portico/common/firm/tax-years';
import {
  TAX_RETURN_STATUSES,
  TAX_RETURN_STATUS_LABELS,
} from '@portico/common/tax-returns/tax-return-model';
import { FilterRow } from '@/components/filter-row';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import { useSearchInput } from '@/lib/use-search-input';
import type { FlagFilter, TaxReturnFilters } from '../hooks/use-tax-returns-params';

/** The search waits for typing to pause this long (as the people search). */
export const TAX_RETURN_SEARCH_DEBOUNCE_MS = 300;

const YEAR_OPTIONS: FilterOption[] = TAX_YEARS.map((y) => ({ id: String(y), name: String(y) }));
const STATUS_OPTIONS: FilterOption[] = TAX_RETURN_STATUSES.map((s) => ({
  id: s,
  name: TAX_RETURN_STATUS_LABELS[s],
}));
const YES_NO: FilterOption[] = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
];

interface Props {
  filters: TaxReturnFilters;
  search: string;
  onSearch: (term: string) => void;
  onFilters: (patch: Partial<TaxReturnFilters>) => void;
  onClear: () => void;
  filtering: boolean;
}

export function TaxReturnsFilters({ filters, onFilters, ...props }: Props) {
  const [input, setInput] = useSearchInput(
    props.search,
    props.onSearch,
    TAX_RETURN_SEARCH_DEBOUNCE_MS,
  );
  const flagSelect = (label: string, key: keyof TaxReturnFilters) => (
    <FilterSelect
      label={label}
      value={filters[key]}
      options={YES_NO}
      onChange={(value) => onFilters({ [key]: value as FlagFilter })}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    />
  );
  return (
    <FilterRow
      filtering={props.filtering}
      onClear={() => {
        setInput('');
        props.onClear();
      }}
    >
      <SearchField
        label="Search tax returns"
        value={input}
        onChange={setInput}
        sx={{ minWidth: { xs: '100%', sm: 260 } }}
      />
      <FilterSelect
        label="Tax year"
        value={filters.year}
        options={YEAR_OPTIONS}
        onChange={(year) => onFilters({ year })}
        sx={{ minWidth: 120 }}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onFilters({ status: status as TaxReturnFilters['status'] })}
      />
      {flagSelect('Reminder disabled', 'reminderDisabled')}
      {flagSelect('Reminder sent', 'reminderSent')}
      {flagSelect('Voucher payments made', 'voucherPaymentsMade')}
    </FilterRow>
  );
}
