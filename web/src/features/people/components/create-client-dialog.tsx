// The Create User and Entity dialog (spec 3 §5): the client, their assigned advisor and group, the
// entity (an Individual is named from the people), an optional spouse, and the no-email confirmation.
import { useCallback, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { string } from 'yup';
import type {
  EntityTypeDto,
  FirmGroupDto,
  FirmUserDto,
} from '@portico/common/firm/firm-catalog-dto';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import {
  FIRM_GROUP_REQUIRED,
  INDIVIDUAL,
  NO_EMAIL_CONFIRMATION,
  createClientSchema,
  individualEntityName,
  type CreateClientInput,
} from '@portico/common/people/create-client';
import { phoneForSubmit } from '@portico/common/people/phone';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { paths } from '@/config/paths';
import { bindField } from '@/lib/bind-field';
import { toast } from '@/lib/toast';
import { useCreateClient } from '../api/create-client';
import { AdvisorSelect } from './advisor-select';
import { assignableAdvisors } from './assignable-advisors';
import { EntityTypeField } from './entity-type-field';
import { FirmGroupSelect } from './firm-group-select';
import { PersonFields } from './person-fields';

/** An incomplete phone is sent empty rather than refused (spec 3 §5). */
const formSchema = createClientSchema.shape({ phone_number: string().default('') });
/** While the firm uses groups the form asks for one, as the server does. */
const groupedFormSchema = formSchema.shape({
  firm_group_id: string().required(FIRM_GROUP_REQUIRED),
});

interface Props {
  open: boolean;
  onClose: () => void;
  advisors: FirmUserDto[];
  /** Absent when the firm does not use groups. */
  groups?: FirmGroupDto[];
  /** A group-limited advisor's own group: preset and locked. */
  lockedGroupId: string | null;
  entityTypes: EntityTypeDto[];
}

const blank = (groupId: string | null): CreateClientInput => ({
  fname: '',
  lname: '',
  email: '',
  phone_number: '',
  assigned_advisor_id: '',
  firm_group_id: groupId ?? '',
  entity_type: INDIVIDUAL,
  entity_name: '',
  generate_temp_email: false,
  time_zone: DEFAULT_TIME_ZONE,
  add_spouse: false,
  spouse_fname: '',
  spouse_lname: '',
  spouse_email: '',
});

/** Whether focus already sits in one of the dialog's fields. */
const isTypingIn = (dialog: HTMLElement) => {
  const active = dialog.ownerDocument.activeElement;
  return active instanceof HTMLInputElement && dialog.contains(active);
};

const isTakenError = (message: string) =>
  message.includes('is already taken') || message.includes('email would belong to multiple firms');

export function CreateClientDialog({
  open,
  onClose,
  advisors,
  groups,
  lockedGroupId,
  entityTypes,
}: Props) {
  const form = useForm<CreateClientInput>({
    resolver: yupResolver(groups ? groupedFormSchema : formSchema) as never,
    defaultValues: blank(lockedGroupId),
  });
  const { control, register, handleSubmit, formState, reset, setValue } = form;
  const values = useWatch({ control });
  // Bumped on a successful create so the entity type field leaves "New Custom Entity" mode.
  const [created, setCreated] = useState(0);
  const [taken, setTaken] = useState({ email: false, spouse: false });
  const [confirmNoEmail, setConfirmNoEmail] = useState(false);
  const [takenError, setTakenError] = useState<string | null>(null);
  const create = useCreateClient();
  const onEmailTaken = useCallback((t: boolean) => setTaken((s) => ({ ...s, email: t })), []);
  const onSpouseTaken = useCallback((t: boolean) => setTaken((s) => ({ ...s, spouse: t })), []);
  const field = bindField(register, formState.errors);
  const individual = values.entity_type === INDIVIDUAL;
  const assignable = assignableAdvisors(advisors, Boolean(groups), values.firm_group_id);

  const send = (input: CreateClientInput) => {
    setTakenError(null);
    create.mutate(
      {
        ...input,
        phone_number: phoneForSubmit(input.phone_number),
        ...(individual && { entity_name: '' }),
      },
      {
        onSuccess: (result) => {
          toast.success(
            result.spouse ? 'User and spouse created successfully' : 'User created successfully',
          );
          reset(blank(lockedGroupId));
          setCreated((n) => n + 1);
          onClose();
        },
        onError: (error) =>
          isTakenError(error.message)
            ? setTakenError('Email is already taken')
            : toast.error(error),
      },
    );
  };
  const submit = handleSubmit((input) => {
    if (taken.email || (input.add_spouse && taken.spouse)) return;
    if (!input.email) setConfirmNoEmail(true);
    else send({ ...input, generate_temp_email: false });
  });

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="md"
        keepMounted
        aria-labelledby="create-client-title"
        // Kept mounted, so the first field is focused each time the dialog has opened, unless
        // the user is already typing in a field (a quick hand must not lose keystrokes).
        slotProps={{
          transition: {
            onEntered: (dialog) => {
              if (!isTypingIn(dialog)) form.setFocus('fname');
            },
          },
        }}
      >
        <DialogTitle id="create-client-title">Create User and Entity</DialogTitle>
        <DialogContent>
          <Grid
            component="form"
            id="create-client-form"
            container
            spacing={2}
            sx={{ pt: 1 }}
            noValidate
            onSubmit={(e) => void submit(e)}
          >
            {takenError && (
              <Grid size={12}>
                <Alert
                  severity="error"
                  action={
                    <Link component={RouterLink} to={paths.help.getHref()}>
                      How to resolve
                    </Link>
                  }
                >
                  {takenError}
                </Alert>
              </Grid>
            )}
            <PersonFields
              form={form}
              names={{ fname: 'fname', lname: 'lname', email: 'email', phone: 'phone_number' }}
              email={{ kind: 'checked', onTaken: onEmailTaken }}
              phoneLabel="Phone"
              required
            />
            {groups && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FirmGroupSelect
                  {...field('firm_group_id')}
                  groups={groups}
                  required
                  fullWidth
                  disabled={lockedGroupId !== null}
                  value={values.firm_group_id ?? ''}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <AdvisorSelect
                {...field('assigned_advisor_id')}
                advisors={assignable}
                label="Assigned advisor"
                required
                fullWidth
                value={values.assigned_advisor_id ?? ''}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="entity_type"
                render={({ field: type, fieldState }) => (
                  <EntityTypeField
                    key={created}
                    types={entityTypes}
                    value={type.value}
                    onChange={(name) => {
                      type.onChange(name);
                      if (name !== INDIVIDUAL) setValue('add_spouse', false);
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {individual ? (
                <TextField
                  label="Entity Name"
                  fullWidth
                  value={individualEntityName({
                    fname: values.fname ?? '',
                    lname: values.lname ?? '',
                    add_spouse: values.add_spouse ?? false,
                    spouse_fname: values.spouse_fname ?? '',
                    spouse_lname: values.spouse_lname ?? '',
                  })}
                  slotProps={{ input: { readOnly: true } }}
                  helperText="Built from the names"
                />
              ) : (
                <TextField {...field('entity_name')} label="Entity Name" required fullWidth />
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TimeZoneSelect
                {...register('time_zone')}
                fullWidth
                value={values.time_zone ?? DEFAULT_TIME_ZONE}
              />
            </Grid>
            {individual && (
              <Grid size={12}>
                <Controller
                  control={control}
                  name="add_spouse"
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                        />
                      }
                      label="Add spouse"
                    />
                  )}
                />
              </Grid>
            )}
            {individual && values.add_spouse && (
              <PersonFields
                form={form}
                names={{ fname: 'spouse_fname', lname: 'spouse_lname', email: 'spouse_email' }}
                email={{ kind: 'checked', onTaken: onSpouseTaken }}
                whose="Spouse"
                columns={3}
                required
              />
            )}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            form="create-client-form"
            variant="contained"
            disabled={create.isPending}
          >
            Create
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={confirmNoEmail}
        onClose={() => setConfirmNoEmail(false)}
        aria-labelledby="no-email-title"
      >
        <DialogTitle id="no-email-title">Blank Email Confirmation</DialogTitle>
        <DialogContent>
          <DialogContentText>{NO_EMAIL_CONFIRMATION}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmNoEmail(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirmNoEmail(false);
              // Created through the API without an email: a temporary one, in the default zone (spec 3 §5).
              void handleSubmit((input) =>
                send({ ...input, generate_temp_email: true, time_zone: DEFAULT_TIME_ZONE }),
              )();
            }}
          >
            Continue
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
