// A select above a staff list that filters it by one field: "All" (the spec's -1, no filter)
// or one of the options.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { NO_FILTER } from '@portico/common/people/no-filter';

export interface FilterOption {
  id: string;
  name: string;
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  allLabel = 'All',
  sx = { minWidth: 170 },
}: {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (v: string) => void;
  disabled?: boolean;
  /** What "no filter" reads ('All' unless given). */
  allLabel?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      sx={sx}
    >
      <MenuItem value={NO_FILTER}>{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
