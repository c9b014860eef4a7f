// A select of firm users by name (the assigned advisor, or any firm user), after an optional first
// choice such as None.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
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

/** The select bound to a form's optional advisor id: "None" stores null. */
export function FormAdvisorSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
  name: Path<T>;
  advisors: FirmUserDto[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <AdvisorSelect
          {...props}
          first={{ value: '', label: 'None' }}
          fullWidth
          value={(field.value as string | null) ?? ''}
          onChange={(e) => field.onChange(e.target.value || null)}
        />
      )}
    />
  );
}
