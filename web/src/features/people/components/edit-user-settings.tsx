// The Settings tab of Edit user (spec 3 §6): preferred contact and sign-in methods, and the
// two-factor switch, locked on while the firm forces it.
import type { UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import {
  CONTACT_METHODS,
  SIGN_IN_METHODS,
  type UserProfileInput,
} from '@portico/common/people/profile-schema';
import { SelectField, SwitchField } from './form-fields';

export function EditUserSettings({
  form,
  force2fa,
}: {
  form: UseFormReturn<UserProfileInput>;
  force2fa: boolean;
}) {
  const { control } = form;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <SelectField
        control={control}
        name="preferred_contact_method"
        label="Preferred contact method"
        options={CONTACT_METHODS}
      />
      <SelectField
        control={control}
        name="preferred_sign_in_method"
        label="Preferred sign-in method"
        options={SIGN_IN_METHODS}
      />
      <SwitchField
        control={control}
        name="enabled_2fa"
        forcedOn={force2fa}
        label={
          force2fa
            ? 'Two-factor authentication (required by the firm)'
            : 'Two-factor authentication'
        }
      />
    </Stack>
  );
}
