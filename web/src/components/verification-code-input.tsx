// The field for a 6-character verification code (spec 1 §5: at most 6 characters), used to sign
// in and to confirm a new sign-in contact; the browser may fill it from a texted code.
import { VERIFICATION_CODE_LENGTH } from '@portico/common/auth/sign-in-messages';
import { TextInput } from './text-input';

export function VerificationCodeInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <TextInput
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, VERIFICATION_CODE_LENGTH))}
      autoComplete="one-time-code"
      autoFocus
      inputProps={{ maxLength: VERIFICATION_CODE_LENGTH, inputMode: 'numeric', spellCheck: false }}
      helperText={`Enter the ${VERIFICATION_CODE_LENGTH}-character code.`}
    />
  );
}
