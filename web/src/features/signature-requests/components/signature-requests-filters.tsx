// The filters above the Signatures table: the search, the tax year and the status; "All" filters
// nothing.
import { TAX_YEARS } from '@portico/common/firm/tax-years';
import {
  SIGNATURE_REQUEST_STATUSES,
  SIGNATURE_REQUEST_STATUS_LABELS,
} from '@portico/common/signature-requests/signature-request-model';
import { FilterRow } from '@/components/filter-row';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import { useSearchInput } from '@/lib/use-search-input';
import type { SignatureRequestFilters } from '../hooks/use-signature-requests-params';

/** The search waits for typing to pause this long (as the other lists' searches). */
const SEARCH_DEBOUNCE_MS = 300;

const YEAR_OPTIONS: FilterOption[] = TAX_YEARS.map((y) => ({ id: String(y), name: String(y) }));
const STATUS_OPTIONS: FilterOption[] = SIGNATURE_REQUEST_STATUSES.map((s) => ({
  id: s,
  name: SIGNATURE_REQUEST_STATUS_LABELS[s],
}));

export function SignatureRequestsFilters(props: {
  filters: SignatureRequestFilters;
  search: string;
  onSearch: (term: string) => void;
  onFilters: (patch: Partial<SignatureRequestFilters>) => void;
  onClear: () => void;
  filtering: boolean;
}) {
  const [input, setInput] = useSearchInput(props.search, props.onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <FilterRow
      filtering={props.filtering}
      onClear={() => {
        setInput('');
        props.onClear();
      }}
    >
      <SearchField
        label="Search signature requests"
        value={input}
        onChange={setInput}
        sx={{ minWidth: { xs: '100%', sm: 260 } }}
      />
      <FilterSelect
        label="Tax year"
        value={props.filters.year}
        options={YEAR_OPTIONS}
        onChange={(year) => props.onFilters({ year })}
        sx={{ minWidth: 120 }}
      />
      <FilterSelect
        label="Status"
        value={props.filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) =>
          props.onFilters({ status: status as SignatureRequestFilters['status'] })
        }
      />
    </FilterRow>
  );
}
