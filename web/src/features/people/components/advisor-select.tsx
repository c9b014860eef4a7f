// A select of firm users by name (the assigned advisor, or any firm user), after an optional first
// choice such as None.
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FirmUserDto } from '@portico/common/firm/firm-catalog-dto';

export function AdvisorSelect({
  advisors,
  first,
  ...props
}: TextFieldProps & {
  advisors: FirmUserDto[];
  first?: { value: string; label: string };
}) {
  return (
    <TextField select {...props}>
      {first && <MenuItem value={first.value}>{first.label}</MenuItem>}
      {advisors.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.full_name}
        </MenuItem>
      ))}
    </TextField>
  );
}
