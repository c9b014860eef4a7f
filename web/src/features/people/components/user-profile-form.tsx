// The personal profile editor (spec 1 §3 "User"): names, phones with the mask, contact method,
// time zone and the two-factor switch (locked on when the firm forces it).
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { UserProfileDto } from '@portico/common/people/company-dto';
import { phoneForSubmit } from '@portico/common/people/phone';
import {
  CONTACT_METHODS,
  userProfileSchema,
  type UserProfileInput,
} from '@portico/common/people/profile-schema';
import { FormPhoneField } from './phone-field';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { bindField } from '@/lib/bind-field';

function toForm(profile: UserProfileDto, forced: boolean): UserProfileInput {
  return {
    fname: profile.fname,
    lname: profile.lname,
    preferred_name: profile.preferred_name,
    phone_number: profile.phone_number,
    work_phone_number: profile.work_phone_number,
    work_phone_extension: profile.work_phone_extension,
    work_email: profile.work_email,
    preferred_contact_method: profile.preferred_contact_method,
    time_zone: profile.time_zone,
    enabled_2fa: forced || profile.enabled_2fa,
  };
}

export function UserProfileForm({
  profile,
  readOnly,
  force2fa,
  saving,
  onSubmit,
}: {
  profile: UserProfileDto;
  readOnly: boolean;
  force2fa: boolean;
  saving: boolean;
  onSubmit: (input: UserProfileInput) => void;
}) {
  const { register, control, handleSubmit, formState } = useForm<UserProfileInput>({
    resolver: yupResolver(userProfileSchema) as never,
    defaultValues: toForm(profile, force2fa),
  });
  const field = bindField(register, formState.errors);
  const submit = handleSubmit((values) =>
    onSubmit({
      ...values,
      // An incomplete phone is sent empty (spec 1 §5).
      phone_number: phoneForSubmit(values.phone_number),
      work_phone_number: phoneForSubmit(values.work_phone_number),
    }),
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(e) => void submit(e)}
      aria-label="Personal details"
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label="First name" {...field('fname')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label="Last name" {...field('lname')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label="Preferred name" {...register('preferred_name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label="Email"
              value={profile.email}
              disabled
              helperText="Your firm changes your sign-in email"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormPhoneField
              control={control}
              name="phone_number"
              fullWidth
              label="Phone number"
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label="Work email" {...field('work_email')} />
          </Grid>
          <Grid size={{ xs: 8, sm: 4 }}>
            <FormPhoneField
              control={control}
              name="work_phone_number"
              fullWidth
              label="Work phone"
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 4, sm: 2 }}>
            <TextField fullWidth label="Ext." {...field('work_phone_extension')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="preferred_contact_method"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label="Preferred contact method"
                  {...field}
                  disabled={readOnly}
                >
                  {CONTACT_METHODS.map((m) => (
                    <MenuItem key={m.value} value={m.value}>
                      {m.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="time_zone"
              render={({ field }) => <TimeZoneSelect fullWidth {...field} disabled={readOnly} />}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="enabled_2fa"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={force2fa || field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      disabled={readOnly || force2fa}
                    />
                  }
                  label={
                    force2fa
                      ? 'Two-factor authentication (required by your firm)'
                      : 'Two-factor authentication'
                  }
                />
              )}
            />
          </Grid>
        </Grid>
      </fieldset>
      {!readOnly && (
        <div>
          <Button type="submit" variant="contained" disabled={saving}>
            Save profile
          </Button>
        </div>
      )}
    </Stack>
  );
}
