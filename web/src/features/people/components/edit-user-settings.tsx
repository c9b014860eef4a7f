// The Settings tab of Edit user (spec 3 §6): preferred contact and sign-in methods, and the
// two-factor switch, locked on while the firm forces it.
import { Controller, type UseFormReturn } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CONTACT_METHODS,
  SIGN_IN_METHODS,
  type UserProfileInput,
} from '@portico/common/people/profile-schema';

export function EditUserSettings({
  form,
  force2fa,
}: {
  form: UseFormReturn<UserProfileInput>;
  force2fa: boolean;
}) {
  const { control } = form;
  const choice = (
    name: 'preferred_contact_method' | 'preferred_sign_in_method',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField select fullWidth label={label} {...field} value={field.value ?? ''}>
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {choice('preferred_contact_method', 'Preferred contact method', CONTACT_METHODS)}
      {choice('preferred_sign_in_method', 'Preferred sign-in method', SIGN_IN_METHODS)}
      <Controller
        control={control}
        name="enabled_2fa"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={force2fa || field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                disabled={force2fa}
              />
            }
            label={
              force2fa
                ? 'Two-factor authentication (required by the firm)'
                : 'Two-factor authentication'
            }
          />
        )}
      />
    </Stack>
  );
}
