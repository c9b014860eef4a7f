// Picks one client by name or email, searched like the Users list (so firm groups limit who can be
// found; debounced 300 ms).
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { PEOPLE_SEARCH_DEBOUNCE_MS, type UserRowDto } from '@portico/common/people/people-list';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOwnerCandidates } from '../api/owners';

interface Props {
  value: UserRowDto | null;
  onChange: (user: UserRowDto | null) => void;
  label?: string;
  /** Only users who can be chosen are offered (e.g. not already an owner, of the right group). */
  eligible?: (user: UserRowDto) => boolean;
}

export function ClientPicker({ value, onChange, label = 'User', eligible = () => true }: Props) {
  const [input, setInput] = useState('');
  const candidates = useOwnerCandidates(useDebouncedValue(input.trim(), PEOPLE_SEARCH_DEBOUNCE_MS));
  return (
    <Autocomplete<UserRowDto>
      options={(candidates.data ?? []).filter(eligible)}
      loading={candidates.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(u) => `${u.full_name}${u.has_temp_email ? '' : ` (${u.email})`}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={value}
      onChange={(_e, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      noOptionsText={input.trim().length < 2 ? 'Type a name or email' : 'No users found'}
      renderInput={(params) => <TextField {...params} autoFocus label={label} />}
    />
  );
}
