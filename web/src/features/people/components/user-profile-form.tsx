// The personal profile editor (spec 1 §3 "User"): names, email (staff only; clients' firm changes
// theirs), phones with the mask, contact method, time zone and the two-factor switch (locked on
// when the firm forces it).
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Grid from '@mui/material/Grid';
import { SIGN_IN_CONTACT_MESSAGES } from '@portico/common/auth/sign-in-messages';
import type { UserProfileDto } from '@portico/common/people/entity-dto';
import { phoneForSubmit } from '@portico/common/people/phone';
import {
  CONTACT_METHODS,
  userProfileFormSchema,
  type UserProfileInput,
} from '@portico/common/people/profile-schema';
import { SelectField, SwitchField } from './form-fields';
import { PersonFields, USER_PROFILE_FIELDS } from './person-fields';
import { ProfileFormFrame } from './profile-form-frame';
import { TimeZoneSelect } from '@/components/time-zone-select';

function toForm(
  profile: UserProfileDto,
  forced: boolean,
  emailEditable: boolean,
): UserProfileInput {
  return {
    ...(emailEditable && { email: profile.preferences.has_temp_email ? '' : profile.email }),
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
  emailEditable = false,
  saving,
  onSubmit,
}: {
  profile: UserProfileDto;
  readOnly: boolean;
  force2fa: boolean;
  /** Staff edit their own sign-in email here (confirmed with a code). */
  emailEditable?: boolean;
  saving: boolean;
  onSubmit: (input: UserProfileInput) => void;
}) {
  const form = useForm<UserProfileInput>({
    resolver: yupResolver(userProfileFormSchema) as never,
    defaultValues: toForm(profile, force2fa, emailEditable),
  });
  const { control, handleSubmit } = form;
  const [emailTaken, setEmailTaken] = useState(false);
  const onEmailTaken = useCallback((taken: boolean) => setEmailTaken(taken), []);
  const submit = handleSubmit((values) => {
    if (emailEditable && !values.email) {
      form.setError('email', { message: 'Email is missing' }, { shouldFocus: true });
      return;
    }
    if (emailTaken) return;
    onSubmit({
      ...values,
      // An incomplete phone is sent empty (spec 1 §5).
      phone_number: phoneForSubmit(values.phone_number),
      work_phone_number: phoneForSubmit(values.work_phone_number),
    });
  });
  return (
    <ProfileFormFrame
      label="Personal details"
      readOnly={readOnly}
      saving={saving}
      saveLabel="Save profile"
      onSubmit={submit}
    >
      <PersonFields
        form={form}
        names={{ ...USER_PROFILE_FIELDS, email: 'email', workEmail: 'work_email' }}
        email={
          emailEditable
            ? { kind: 'checked', onTaken: onEmailTaken, ownEmail: profile.email }
            : {
                kind: 'shown',
                value: profile.email,
                helperText: SIGN_IN_CONTACT_MESSAGES.clientEmail,
              }
        }
        disabled={readOnly}
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField
          control={control}
          name="preferred_contact_method"
          label="Preferred contact method"
          options={CONTACT_METHODS}
          disabled={readOnly}
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
        <SwitchField
          control={control}
          name="enabled_2fa"
          forcedOn={force2fa}
          disabled={readOnly}
          label={
            force2fa
              ? 'Two-factor authentication (required by your firm)'
              : 'Two-factor authentication'
          }
        />
      </Grid>
    </ProfileFormFrame>
  );
}
