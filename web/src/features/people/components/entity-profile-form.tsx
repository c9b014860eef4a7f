// The entity profile editor (spec 1 §3 "Company"): name (with the spec's rules), type, emails,
// address with CA labels, and, for staff, the assigned firm user and the status switches.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { EntityTypeDto, FirmUserDto } from '@portico/common/firm/firm-catalog-dto';
import type { EntityDto } from '@portico/common/people/entity-dto';
import {
  addressLabels,
  entityProfileSchema,
  type EntityProfileInput,
} from '@portico/common/people/profile-schema';
import { bindField } from '@/lib/bind-field';
import { FormAdvisorSelect } from './advisor-select';
import { CountrySelect } from '@/components/country-select';
import { EntityTypeField } from './entity-type-field';
import { SwitchField } from './form-fields';
import { ProfileFormFrame } from './profile-form-frame';

export interface StaffEntityOptions {
  entityTypes: EntityTypeDto[];
  firmUsers: FirmUserDto[];
  canChangeAssignedUser: boolean;
  showExternalId: boolean;
}

function toForm(company: EntityDto): EntityProfileInput {
  return {
    name: company.name,
    entity_type: company.entity_type,
    business_email: company.business_email,
    other_email: company.other_email,
    external_entity_id: company.external_entity_id,
    tax_return_id: company.tax_return_id,
    street: company.street,
    city: company.city,
    state: company.state,
    zip: company.zip,
    country: company.country || 'US',
    assigned_advisor_id: company.assigned_advisor_id,
    inactive: company.inactive,
    readonly_access: company.readonly_access,
  };
}

export function EntityProfileForm({
  company,
  readOnly,
  staff,
  saving,
  onSubmit,
  autoFocus = false,
}: {
  company: EntityDto;
  readOnly: boolean;
  /** In a dialog, the first field takes the focus. */
  autoFocus?: boolean;
  /** Present for the staff dialog; clients see the type but do not change it. */
  staff?: StaffEntityOptions;
  saving: boolean;
  onSubmit: (input: EntityProfileInput) => void;
}) {
  const { register, control, handleSubmit, formState } = useForm<EntityProfileInput>({
    resolver: yupResolver(entityProfileSchema) as never,
    defaultValues: toForm(company),
  });
  const country = useWatch({ control, name: 'country' });
  const inactive = useWatch({ control, name: 'inactive' });
  const labels = addressLabels(country);
  const field = bindField(register, formState.errors);
  const submit = handleSubmit((values) => {
    const input: EntityProfileInput = { ...values };
    if (!staff) {
      // Clients never send the staff-only fields.
      delete input.assigned_advisor_id;
      delete input.inactive;
      delete input.readonly_access;
    }
    onSubmit(input);
  });

  return (
    <ProfileFormFrame
      label="Entity details"
      readOnly={readOnly}
      saving={saving}
      saveLabel="Save entity"
      onSubmit={submit}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          required
          autoFocus={autoFocus}
          label="Entity Name"
          {...field('name')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {staff ? (
          <Controller
            control={control}
            name="entity_type"
            render={({ field, fieldState }) => (
              <EntityTypeField
                types={staff.entityTypes}
                keepType={company.entity_type}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                required={false}
                disabled={readOnly}
              />
            )}
          />
        ) : (
          <TextField fullWidth label="Entity type" value={company.entity_type} disabled />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField fullWidth label="Business email" {...field('business_email')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField fullWidth label="Other email" {...field('other_email')} />
      </Grid>
      {staff?.showExternalId && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="External entity id" {...register('external_entity_id')} />
        </Grid>
      )}
      <Grid size={12}>
        <TextField fullWidth label="Street" {...register('street')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField fullWidth label="City" {...register('city')} />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField fullWidth label={labels.state} {...register('state')} />
      </Grid>
      <Grid size={{ xs: 6, sm: 2 }}>
        <TextField fullWidth label={labels.zip} {...register('zip')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <Controller
          control={control}
          name="country"
          render={({ field }) => <CountrySelect {...field} disabled={readOnly} />}
        />
      </Grid>
      {staff && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormAdvisorSelect
              control={control}
              name="assigned_advisor_id"
              advisors={staff.firmUsers}
              label="Assigned firm user"
              disabled={readOnly || !staff.canChangeAssignedUser}
              helperText={
                staff.canChangeAssignedUser ? undefined : 'Only partners and full users change this'
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SwitchField control={control} name="inactive" label="Inactive" />
            <SwitchField
              control={control}
              name="readonly_access"
              label="Read-only"
              disabled={Boolean(inactive)}
            />
          </Grid>
        </>
      )}
    </ProfileFormFrame>
  );
}
