// A phone input with the (___) ___-____ mask; the form keeps digits only.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatPhone, phoneDigits } from '@portico/common/people/phone';

type FieldProps = Omit<TextFieldProps, 'value' | 'onChange'>;

export function PhoneField({
  value,
  onChange,
  ...props
}: FieldProps & {
  value: string;
  onChange: (digits: string) => void;
}) {
  return (
    <TextField
      {...props}
      value={formatPhone(value)}
      placeholder="(___) ___-____"
      onChange={(e) => onChange(phoneDigits(e.target.value))}
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
    />
  );
}

/** The same field bound to a react-hook-form phone field (a string of digits). */
export function FormPhoneField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<FieldProps, 'name'> & { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          {...props}
          value={field.value as string}
          onChange={field.onChange}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
        />
      )}
    />
  );
}
