// The search box and filters above the Users and Entities lists: assigned advisor, firm group,
// hide actives, hide inactives, tags and (entities) entity type; -1 is "no filter".
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { NO_FILTER } from '@portico/common/people/no-filter';
import type { TagDto } from '@portico/common/people/tags';
import type { ListFilters } from '../hooks/use-list-params';
import { FilterRow } from '@/components/filter-row';
import { FilterSelect, type FilterOption as Option } from '@/components/filter-select';

interface Props {
  searchLabel: string;
  searchInput: string;
  onSearch: (value: string) => void;
  filters: ListFilters;
  onFilters: (patch: Partial<ListFilters>) => void;
  onClear: () => void;
  advisors: Option[];
  /** Absent when the firm does not use groups. */
  groups?: Option[];
  /** Group-limited advisors cannot pick another group (spec 3 §6). */
  groupLocked: boolean;
  tags: TagDto[];
  entityTypes?: string[];
}

export function PeopleListFilters(props: Props) {
  const { filters, onFilters } = props;
  return (
    <FilterRow onClear={props.onClear}>
      <TextField
        size="small"
        type="search"
        label={props.searchLabel}
        value={props.searchInput}
        onChange={(e) => props.onSearch(e.target.value)}
        // The test-user toggle is a lookup of its own; a search would be ignored meanwhile.
        disabled={Boolean(filters.testUsers)}
        helperText={filters.testUsers ? 'Turn off Test users to search' : undefined}
        sx={{ minWidth: 260 }}
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
      {props.entityTypes && (
        <FilterSelect
          label="Entity type"
          value={filters.entityType ?? NO_FILTER}
          options={props.entityTypes.map((name) => ({ id: name, name }))}
          onChange={(entityType) => onFilters({ entityType })}
        />
      )}
      <Autocomplete<TagDto, true>
        multiple
        size="small"
        sx={{ minWidth: 220 }}
        options={props.tags}
        value={props.tags.filter((t) => filters.tagIds.includes(t.id))}
        getOptionLabel={(t) => t.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_e, value) => onFilters({ tagIds: value.map((t) => t.id) })}
        renderInput={(params) => <TextField {...params} label="Tags" />}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.hideActives}
            onChange={(e) => onFilters({ hideActives: e.target.checked })}
          />
        }
        label="Hide actives"
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.hideInactives}
            onChange={(e) => onFilters({ hideInactives: e.target.checked })}
          />
        }
        label="Hide inactives"
      />
    </FilterRow>
  );
}
