// The person block every people form shares (spec 1 §3 "User", spec 3 §5–§6): first and last
// name and, as each form needs them, the preferred name, the email (checked live while typed, or
// shown read-only), the phone with its mask, and the work email and phone. Used by the client
// profile, Edit user, Create User and Entity (and its spouse), Add owner → New User and Add spouse.
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserProfileInput } from '@portico/common/people/profile-schema';
import { bindField } from '@/lib/bind-field';
import { CheckedEmailField } from './checked-email-field';
import { FormPhoneField } from '@/components/phone-field';

export interface PersonFieldNames<T extends FieldValues> {
  fname: Path<T>;
  lname: Path<T>;
  preferredName?: Path<T>;
  email?: Path<T>;
  phone?: Path<T>;
  workEmail?: Path<T>;
  /** The work phone and its extension share one cell. */
  workPhone?: { phone: Path<T>; extension: Path<T> };
}

/** The profile fields of a user (userProfileSchema's names): the client profile and Edit user. */
export const USER_PROFILE_FIELDS = {
  fname: 'fname',
  lname: 'lname',
  preferredName: 'preferred_name',
  phone: 'phone_number',
  workPhone: { phone: 'work_phone_number', extension: 'work_phone_extension' },
} as const satisfies PersonFieldNames<UserProfileInput>;

/** How the email is offered: typed and checked for an existing account, or only shown. */
export type PersonEmail =
  | {
      kind: 'checked';
      onTaken: (taken: boolean) => void;
      /** The address the edited user already holds, which is not "taken" for them. */
      ownEmail?: string;
      /** An action inside the field (Edit user's Remove email). */
      action?: ReactNode;
    }
  | { kind: 'shown'; value: string; helperText: string };

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  names: PersonFieldNames<T>;
  email?: PersonEmail;
  /** 'Spouse' labels the spouse's fields 'Spouse first name', 'Spouse email'… */
  whose?: string;
  phoneLabel?: string;
  /** Fields per row from the small breakpoint up; each field is one cell. */
  columns?: 2 | 3;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function PersonFields<T extends FieldValues>({
  form,
  names,
  email,
  whose,
  phoneLabel = 'Phone number',
  columns = 2,
  required = false,
  disabled = false,
  autoFocus = false,
}: Props<T>) {
  const { control, register, formState } = form;
  const field = bindField(register, formState.errors);
  const label = (text: string) => (whose ? `${whose} ${text.toLowerCase()}` : text);
  const cell = { xs: 12, sm: 12 / columns };
  const errorOf = (name: Path<T>) =>
    (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;

  return (
    <>
      <Grid size={cell}>
        <TextField
          fullWidth
          required={required}
          autoFocus={autoFocus}
          label={label('First name')}
          {...field(names.fname)}
        />
      </Grid>
      <Grid size={cell}>
        <TextField
          fullWidth
          required={required}
          label={label('Last name')}
          {...field(names.lname)}
        />
      </Grid>
      {names.preferredName && (
        <Grid size={cell}>
          <TextField fullWidth label={label('Preferred name')} {...field(names.preferredName)} />
        </Grid>
      )}
      {email?.kind === 'shown' && (
        <Grid size={cell}>
          <TextField
            fullWidth
            label={label('Email')}
            value={email.value}
            disabled
            helperText={email.helperText}
            // The field is inactive, its explanation is not: keep it at readable contrast.
            slotProps={{
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
          />
        </Grid>
      )}
      {email?.kind === 'checked' && names.email && (
        <Grid size={cell}>
          <Controller
            control={control}
            name={names.email}
            render={({ field: input, fieldState }) => (
              <CheckedEmailField
                fullWidth
                label={label('Email')}
                value={(input.value as string | undefined) ?? ''}
                onChange={input.onChange}
                onTaken={email.onTaken}
                {...(email.ownEmail !== undefined && { ownEmail: email.ownEmail })}
                disabled={disabled}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                {...(email.action && {
                  slotProps: {
                    input: {
                      endAdornment: <InputAdornment position="end">{email.action}</InputAdornment>,
                    },
                  },
                })}
              />
            )}
          />
        </Grid>
      )}
      {names.phone && (
        <Grid size={cell}>
          <FormPhoneField
            control={control}
            name={names.phone}
            fullWidth
            label={label(phoneLabel)}
            disabled={disabled}
            error={Boolean(errorOf(names.phone))}
            helperText={errorOf(names.phone)}
          />
        </Grid>
      )}
      {names.workEmail && (
        <Grid size={cell}>
          <TextField fullWidth label={label('Work email')} {...field(names.workEmail)} />
        </Grid>
      )}
      {names.workPhone && (
        <Grid size={cell}>
          <Stack direction="row" spacing={2}>
            <FormPhoneField
              control={control}
              name={names.workPhone.phone}
              label={label('Work phone')}
              disabled={disabled}
              sx={{ flex: 2 }}
            />
            <TextField label="Ext." sx={{ flex: 1 }} {...field(names.workPhone.extension)} />
          </Stack>
        </Grid>
      )}
    </>
  );
}
