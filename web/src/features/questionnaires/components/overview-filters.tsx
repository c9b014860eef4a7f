// The filters above the staff overview: tax year, status, assigned advisor, firm group (fixed for a
// group-limited advisor), custom status (when the firm uses them) and entity tag (when the firm
// has some); -1 is "no filter".
import {
  NO_CUSTOM_STATUS,
  OVERVIEW_STATUS_LABELS,
  OVERVIEW_FILTER_STATUSES,
  type OverviewFilterStatus,
} from '@portico/common/questionnaires/overview';
import { FilterRow } from '@/components/filter-row';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import type { OverviewFilters as Filters } from '../hooks/use-overview-params';

/** The tax years offered: next year back to six years ago. */
const taxYears = (): FilterOption[] => {
  const next = new Date().getFullYear() + 1;
  return Array.from({ length: 8 }, (_, i) => String(next - i)).map((y) => ({ id: y, name: y }));
};

const STATUS_OPTIONS: FilterOption[] = OVERVIEW_FILTER_STATUSES.map((s) => ({
  id: s,
  name: OVERVIEW_STATUS_LABELS[s],
}));

interface Props {
  filters: Filters;
  onFilters: (patch: Partial<Filters>) => void;
  onClear: () => void;
  filtering: boolean;
  advisors: FilterOption[];
  /** Absent when the firm does not use groups. */
  groups?: FilterOption[];
  groupLocked: boolean;
  /** The firm's custom statuses; absent when the firm does not use them. */
  customStatuses?: FilterOption[];
  /** The firm's entity tags (none: no filter). */
  entityTags: FilterOption[];
}

export function OverviewFilters({ filters, onFilters, ...props }: Props) {
  return (
    <FilterRow onClear={props.onClear} filtering={props.filtering}>
      <FilterSelect
        label="Tax year"
        value={filters.taxYear}
        options={taxYears()}
        onChange={(taxYear) => onFilters({ taxYear })}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onFilters({ status: status as OverviewFilterStatus })}
      />
      <FilterSelect
        label="Assigned advisor"
        value={filters.advisorId}
        options={props.advisors}
        onChange={(advisorId) => onFilters({ advisorId })}
      />
      {props.groups && (
        <FilterSelect
          label="Firm group"
          value={filters.groupId}
          options={props.groups}
          onChange={(groupId) => onFilters({ groupId })}
          disabled={props.groupLocked}
        />
      )}
      {props.customStatuses && (
        <FilterSelect
          label="Custom status"
          value={filters.customStatusId}
          options={[{ id: NO_CUSTOM_STATUS, name: 'No status' }, ...props.customStatuses]}
          onChange={(customStatusId) => onFilters({ customStatusId })}
        />
      )}
      {props.entityTags.length > 0 && (
        <FilterSelect
          label="Entity tag"
          value={filters.entityTagId}
          options={props.entityTags}
          onChange={(entityTagId) => onFilters({ entityTagId })}
        />
      )}
    </FilterRow>
  );
}
