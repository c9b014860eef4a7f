// A phone input with the (___) ___-____ mask; the form keeps digits only.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatPhone, phoneDigits } from '@portico/common/people/phone';

export function PhoneField({
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
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
