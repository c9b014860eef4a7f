// Binds a react-hook-form text field in one spread: its registration plus the error state and
// message MUI's TextField shows under it.
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

export function bindField<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return (name: Path<T>) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
    return { ...register(name), error: Boolean(message), helperText: message };
  };
}
