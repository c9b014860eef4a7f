// An email input that checks, 200 ms after typing stops, whether the address is free
// ('This email already exists', spec 3 §5), and tells the form through `onTaken`.
import { useEffect } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { string } from 'yup';
import { EMAIL_CHECK_DEBOUNCE_MS, EMAIL_EXISTS } from '@portico/common/people/create-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmailAvailability } from '../api/create-client';

const validEmail = string().email().required();

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  onTaken: (taken: boolean) => void;
  /** The address the edited user already holds, which is not "taken" for them. */
  ownEmail?: string;
};

export function CheckedEmailField({
  value,
  onChange,
  onTaken,
  ownEmail,
  error,
  helperText,
  ...props
}: Props) {
  const debounced = useDebouncedValue(value.trim().toLowerCase(), EMAIL_CHECK_DEBOUNCE_MS);
  const check = useEmailAvailability(validEmail.isValidSync(debounced) ? debounced : '');
  const taken =
    check.data?.is_available === false &&
    debounced === value.trim().toLowerCase() &&
    debounced !== ownEmail?.toLowerCase();
  useEffect(() => onTaken(taken), [taken, onTaken]);
  return (
    <TextField
      {...props}
      type="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error) || taken}
      helperText={taken ? EMAIL_EXISTS : helperText}
    />
  );
}
