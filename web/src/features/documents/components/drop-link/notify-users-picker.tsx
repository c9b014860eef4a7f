// Choosing the firm users a drop is announced to, from the firm's staff.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FirmUserDto } from '@portico/common/firm/firm-catalog-dto';
import { useFirmUsers } from '@/lib/firm-catalog';

export function NotifyUsersPicker(props: { value: string[]; onChange: (ids: string[]) => void }) {
  const users = useFirmUsers();
  const options = users.data ?? [];
  const chosen = options.filter((u) => props.value.includes(u.id));
  return (
    <Autocomplete<FirmUserDto, true>
      multiple
      options={options}
      loading={users.isPending}
      value={chosen}
      getOptionLabel={(u) => u.full_name}
      getOptionKey={(u) => u.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => props.onChange(next.map((u) => u.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Notify these firm users"
          error={users.isError}
          helperText={users.isError ? users.error.message : undefined}
        />
      )}
    />
  );
}
