// The Details tab of Edit user (spec 3 §6): names, email (live uniqueness check; Remove email),
// phones with the mask, assigned firm user, firm group and time zone.
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FirmGroupDto, FirmUserDto } from '@portico/common/firm/firm-catalog-dto';
import type { UserProfileInput } from '@portico/common/people/profile-schema';
import { AdvisorSelect } from './advisor-select';
import { assignableAdvisors } from './assignable-advisors';
import { CheckedEmailField } from './checked-email-field';
import { FirmGroupSelect } from './firm-group-select';
import { FormPhoneField } from './phone-field';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { bindField } from '@/lib/bind-field';

export interface EditUserOptions {
  advisors: FirmUserDto[];
  /** Absent when the firm does not use groups. */
  groups?: FirmGroupDto[];
  /** Group-limited advisors cannot move a user to another group. */
  groupLocked: boolean;
  /** Only partner or full users change the assigned firm user. */
  canChangeAdvisor: boolean;
}

/** The Remove email button; disabled for a temporary ("test") address, which is no email. */
export interface RemoveEmailAction {
  disabled: boolean;
  pending: boolean;
  onRemove: () => void;
}

export function EditUserDetails({
  form,
  ownEmail,
  options,
  onEmailTaken,
  removeEmail,
}: {
  form: UseFormReturn<UserProfileInput>;
  ownEmail: string;
  options: EditUserOptions;
  onEmailTaken: (taken: boolean) => void;
  removeEmail: RemoveEmailAction;
}) {
  const { register, control, formState } = form;
  const groupId = useWatch({ control, name: 'firm_group_id' });
  const err = (name: keyof UserProfileInput) => formState.errors[name]?.message;
  const field = bindField(register, formState.errors);
  const text = (name: 'fname' | 'lname' | 'preferred_name', label: string, required = false) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextField fullWidth label={label} required={required} {...field(name)} />
    </Grid>
  );
  const { groups } = options;
  const advisors = assignableAdvisors(options.advisors, Boolean(groups), groupId);
  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      {text('fname', 'First name', true)}
      {text('lname', 'Last name', true)}
      {text('preferred_name', 'Preferred name')}
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="email"
          render={({ field }) => (
            <CheckedEmailField
              fullWidth
              label="Email"
              value={field.value ?? ''}
              onChange={field.onChange}
              onTaken={onEmailTaken}
              ownEmail={ownEmail}
              error={Boolean(err('email'))}
              helperText={err('email')}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Button
                        size="small"
                        color="error"
                        disabled={removeEmail.disabled || removeEmail.pending}
                        onClick={removeEmail.onRemove}
                      >
                        Remove email
                      </Button>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPhoneField control={control} name="phone_number" fullWidth label="Phone number" />
      </Grid>
      <Grid size={{ xs: 8, sm: 4 }}>
        <FormPhoneField control={control} name="work_phone_number" fullWidth label="Work phone" />
      </Grid>
      <Grid size={{ xs: 4, sm: 2 }}>
        <TextField fullWidth label="Ext." {...field('work_phone_extension')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="assigned_advisor_id"
          render={({ field }) => (
            <AdvisorSelect
              advisors={advisors}
              first={{ value: '', label: 'None' }}
              fullWidth
              label="Assigned advisor"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value || null)}
              disabled={!options.canChangeAdvisor}
            />
          )}
        />
      </Grid>
      {groups && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="firm_group_id"
            render={({ field }) => (
              <FirmGroupSelect
                groups={groups}
                fullWidth
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                disabled={options.groupLocked}
              />
            )}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="time_zone"
          render={({ field }) => <TimeZoneSelect fullWidth {...field} />}
        />
      </Grid>
    </Grid>
  );
}
