// The entity address's country select (United States or Canada; spec 1 §3).
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { COUNTRIES } from '@portico/common/people/profile-schema';

export function CountrySelect(props: TextFieldProps) {
  return (
    <TextField select fullWidth label="Country" {...props}>
      {COUNTRIES.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
