// A labelled outlined text input with helper/error text. Composed from FormControl pieces instead
// of MUI's TextField, which always bundles Select (and with it Menu, Popover and Modal) — too heavy
// for the sign-in page's first load.
import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<
  OutlinedInputProps,
  'label' | 'error' | 'inputRef' | 'ref' | 'notched'
> {
  label: string;
  /** The error message; its presence marks the field invalid. */
  error?: string | undefined;
  helperText?: ReactNode;
  /** The DOM input's ref (react-hook-form's `register(...).ref`). */
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({
  label,
  error,
  helperText,
  ref,
  id,
  required,
  fullWidth = true,
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const helper = error ?? helperText;
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      error={Boolean(error)}
      required={required ?? false}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={inputId}
        // The outline's notch is sized from this text; OutlinedInput adds the required asterisk itself.
        label={label}
        inputRef={ref}
        aria-describedby={helper ? helperId : undefined}
        aria-invalid={error ? true : undefined}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
