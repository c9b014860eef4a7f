// Small react-hook-form fields the people forms share: an on/off switch and a select of options.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
}

/** A labelled switch; `forcedOn` shows it on and locked (a setting the firm enforces). */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  disabled = false,
  forcedOn = false,
}: FieldProps<T> & { forcedOn?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={forcedOn || Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              disabled={disabled || forcedOn}
            />
          }
          label={label}
        />
      )}
    />
  );
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled = false,
}: FieldProps<T> & { options: readonly { value: string; label: string }[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={label}
          {...field}
          value={(field.value as string | null | undefined) ?? ''}
          disabled={disabled}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
