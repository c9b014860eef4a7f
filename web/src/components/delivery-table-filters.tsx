// The filters above a delivery table (Deliver, Signatures; spec 3 §2): the search (it waits for
// typing to pause), the tax year and the status, then the table's own (children); "All" filters
// nothing, and Reset clears them all with the search.
import type { ReactNode } from 'react';
import { TAX_YEARS } from '@portico/common/firm/tax-years';
import { FilterRow } from '@/components/filter-row';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import type { FilteredTable } from '@/lib/use-filtered-table';
import { useSearchInput } from '@/lib/use-search-input';

/** The search waits for typing to pause this long (as the people search). */
export const DELIVERY_SEARCH_DEBOUNCE_MS = 300;

const YEAR_OPTIONS: FilterOption[] = TAX_YEARS.map((y) => ({ id: String(y), name: String(y) }));

/** The filters every delivery table has. */
interface YearAndStatus {
  year: string;
  status: string;
}

export function DeliveryTableFilters<F extends YearAndStatus>(props: {
  searchLabel: string;
  /** The table's state in the address (lib/use-filtered-table.ts). */
  table: FilteredTable<F>;
  statusOptions: FilterOption[];
  /** The table's own filters, after these. */
  children?: ReactNode;
}) {
  const { table } = props;
  const [input, setInput] = useSearchInput(
    table.params.search,
    table.setSearch,
    DELIVERY_SEARCH_DEBOUNCE_MS,
  );
  const set = (patch: Partial<YearAndStatus>) => table.setFilters(patch as Partial<F>);
  return (
    <FilterRow
      filtering={table.filtering}
      onClear={() => {
        setInput('');
        table.clearFilters();
      }}
    >
      <SearchField
        label={props.searchLabel}
        value={input}
        onChange={setInput}
        sx={{ minWidth: { xs: '100%', sm: 260 } }}
      />
      <FilterSelect
        label="Tax year"
        value={table.params.year}
        options={YEAR_OPTIONS}
        onChange={(year) => set({ year })}
        sx={{ minWidth: 120 }}
      />
      <FilterSelect
        label="Status"
        value={table.params.status}
        options={props.statusOptions}
        onChange={(status) => set({ status })}
      />
      {props.children}
    </FilterRow>
  );
}
