// Tag names to pick from the firm's list or type anew (Enter adds a typed name).
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TagDto } from '@portico/common/people/tags';

interface Props {
  tags: TagDto[];
  value: string[];
  onChange: (names: string[]) => void;
  autoFocus?: boolean;
}

export function TagNamesField({ tags, value, onChange, autoFocus }: Props) {
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={tags.map((t) => t.name)}
      value={value}
      onChange={(_e, names) => onChange([...new Set(names.map((n) => n.trim()).filter(Boolean))])}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          label="Tags"
          helperText="Choose tags, or type a new one and press Enter"
        />
      )}
    />
  );
}
