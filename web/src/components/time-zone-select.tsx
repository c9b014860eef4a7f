// The time-zone select: the US zones the spec lists, each shown by its name.
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { US_TIME_ZONES } from '@portico/common/firm/time-zones';

export function TimeZoneSelect(props: TextFieldProps) {
  return (
    <TextField select label="Time zone" {...props}>
      {US_TIME_ZONES.map((zone) => (
        <MenuItem key={zone} value={zone}>
          {zone}
        </MenuItem>
      ))}
    </TextField>
  );
}
