// The Details tab of Edit user (spec 3 §6): names, email (live uniqueness check; Remove email),
// phones with the mask, assigned firm user, firm group and time zone.
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { FirmGroupDto, FirmUserDto } from '@portico/common/firm/firm-catalog-dto';
import type { UserProfileInput } from '@portico/common/people/profile-schema';
import { FormAdvisorSelect } from './advisor-select';
import { assignableAdvisors } from './assignable-advisors';
import { FirmGroupSelect } from './firm-group-select';
import { PersonFields, USER_PROFILE_FIELDS } from './person-fields';
import { TimeZoneSelect } from '@/components/time-zone-select';

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
  const { control } = form;
  const groupId = useWatch({ control, name: 'firm_group_id' });
  const { groups } = options;
  const advisors = assignableAdvisors(options.advisors, Boolean(groups), groupId);
  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <PersonFields
        form={form}
        names={{ ...USER_PROFILE_FIELDS, email: 'email' }}
        email={{
          kind: 'checked',
          onTaken: onEmailTaken,
          ownEmail,
          action: (
            <Button
              size="small"
              color="error"
              disabled={removeEmail.disabled || removeEmail.pending}
              onClick={removeEmail.onRemove}
            >
              Remove email
            </Button>
          ),
        }}
        required
        autoFocus
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormAdvisorSelect
          control={control}
          name="assigned_advisor_id"
          advisors={advisors}
          label="Assigned advisor"
          disabled={!options.canChangeAdvisor}
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
