// The staff entity chooser (spec 1 §2): the 10 newest entities, or the first 10 matching the search,
// which is debounced 300 ms (spec 1 §9).
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CompanySummaryDto } from '@portico/common/people/company-dto';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEntityChooser } from '../api/companies';

export const CHOOSER_DEBOUNCE_MS = 300;

export function EntityChooser({ onChoose }: { onChoose: (company: CompanySummaryDto) => void }) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, CHOOSER_DEBOUNCE_MS);
  const results = useEntityChooser(search, open);
  return (
    <Autocomplete<CompanySummaryDto>
      size="small"
      sx={{ width: { xs: '100%', sm: 300 } }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={results.data ?? []}
      loading={results.isFetching}
      // The server filters; show what it answered.
      filterOptions={(options) => options}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, c) => (
        <li key={key} {...props}>
          {c.name} · {c.entity_type}
        </li>
      )}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      onChange={(_e, value) => value && onChoose(value)}
      noOptionsText={results.isError ? "Couldn't load entities" : 'No entities found'}
      renderInput={(params) => <TextField {...params} label="Go to entity" />}
    />
  );
}
