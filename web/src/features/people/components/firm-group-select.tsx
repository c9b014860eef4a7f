// A select of the firm's groups by name.
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FirmGroupDto } from '@portico/common/firm/firm-catalog-dto';

export function FirmGroupSelect({ groups, ...props }: TextFieldProps & { groups: FirmGroupDto[] }) {
  return (
    <TextField select label="Firm group" {...props}>
      {groups.map((g) => (
        <MenuItem key={g.id} value={g.id}>
          {g.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
