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
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { string } from 'yup';
import type {
  EntityTypeDto,
  FirmGroupDto,
  FirmUserDto,
} from '@portico/common/firm/firm-catalog-dto';
import { DEFAULT_TIME_ZONE, US_TIME_ZONES } from '@portico/common/firm/time-zones';
import {
  INDIVIDUAL,
  NO_EMAIL_CONFIRMATION,
  createClientSchema,
  individualEntityName,
  type CreateClientInput,
} from '@portico/common/people/create-client';
import { phoneForSubmit } from '@portico/common/people/phone';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useCreateClient } from '../api/create-client';
import { assignableAdvisors } from './assignable-advisors';
import { CheckedEmailField } from './checked-email-field';
import { PhoneField } from './phone-field';

/** An incomplete phone is sent empty rather than refused (spec 3 §5). */
const formSchema = createClientSchema.shape({ phone_number: string().default('') });
const NEW_CUSTOM = '__new_custom__';

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
    resolver: yupResolver(formSchema) as never,
    defaultValues: blank(lockedGroupId),
  });
  const { control, register, handleSubmit, formState, reset, setValue } = form;
  const values = useWatch({ control });
  const [customType, setCustomType] = useState(false);
  const [taken, setTaken] = useState({ email: false, spouse: false });
  const [confirmNoEmail, setConfirmNoEmail] = useState(false);
  const [takenError, setTakenError] = useState<string | null>(null);
  const create = useCreateClient();
  const onEmailTaken = useCallback((t: boolean) => setTaken((s) => ({ ...s, email: t })), []);
  const onSpouseTaken = useCallback((t: boolean) => setTaken((s) => ({ ...s, spouse: t })), []);
  const err = (name: keyof CreateClientInput) => formState.errors[name]?.message;
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
          setCustomType(false);
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
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register('fname')}
                label="First name"
                required
                fullWidth
                error={Boolean(err('fname'))}
                helperText={err('fname')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register('lname')}
                label="Last name"
                required
                fullWidth
                error={Boolean(err('lname'))}
                helperText={err('lname')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="email"
                render={({ field }) => (
                  <CheckedEmailField
                    label="Email"
                    fullWidth
                    value={field.value}
                    onChange={field.onChange}
                    onTaken={onEmailTaken}
                    error={Boolean(err('email'))}
                    helperText={err('email')}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="phone_number"
                render={({ field }) => (
                  <PhoneField
                    label="Phone"
                    fullWidth
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </Grid>
            {groups && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...register('firm_group_id')}
                  select
                  label="Firm group"
                  required
                  fullWidth
                  disabled={lockedGroupId !== null}
                  value={values.firm_group_id ?? ''}
                  error={Boolean(err('firm_group_id'))}
                  helperText={err('firm_group_id')}
                >
                  {groups.map((g) => (
                    <MenuItem key={g.id} value={g.id}>
                      {g.name}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register('assigned_advisor_id')}
                select
                label="Assigned advisor"
                required
                fullWidth
                value={values.assigned_advisor_id ?? ''}
                error={Boolean(err('assigned_advisor_id'))}
                helperText={err('assigned_advisor_id')}
              >
                {assignable.map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {a.full_name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {customType ? (
                <TextField
                  {...register('entity_type')}
                  label="New custom entity type"
                  required
                  fullWidth
                  autoFocus
                  error={Boolean(err('entity_type'))}
                  helperText={err('entity_type')}
                />
              ) : (
                <TextField
                  select
                  label="Entity type"
                  required
                  fullWidth
                  value={values.entity_type ?? ''}
                  onChange={(e) => {
                    if (e.target.value === NEW_CUSTOM) {
                      setCustomType(true);
                      setValue('entity_type', '');
                    } else setValue('entity_type', e.target.value, { shouldValidate: true });
                    if (e.target.value !== INDIVIDUAL) setValue('add_spouse', false);
                  }}
                >
                  {entityTypes.map((t) => (
                    <MenuItem key={t.id} value={t.name} disabled={!t.allowed}>
                      {t.allowed ? t.name : `${t.name} (Not Allowed)`}
                    </MenuItem>
                  ))}
                  <MenuItem value={NEW_CUSTOM}>New Custom Entity</MenuItem>
                </TextField>
              )}
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
                <TextField
                  {...register('entity_name')}
                  label="Entity Name"
                  required
                  fullWidth
                  error={Boolean(err('entity_name'))}
                  helperText={err('entity_name')}
                />
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register('time_zone')}
                select
                label="Time zone"
                fullWidth
                value={values.time_zone ?? DEFAULT_TIME_ZONE}
              >
                {US_TIME_ZONES.map((z) => (
                  <MenuItem key={z} value={z}>
                    {z}
                  </MenuItem>
                ))}
              </TextField>
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
              <>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    {...register('spouse_fname')}
                    label="Spouse first name"
                    required
                    fullWidth
                    error={Boolean(err('spouse_fname'))}
                    helperText={err('spouse_fname')}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    {...register('spouse_lname')}
                    label="Spouse last name"
                    required
                    fullWidth
                    error={Boolean(err('spouse_lname'))}
                    helperText={err('spouse_lname')}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <Controller
                    control={control}
                    name="spouse_email"
                    render={({ field }) => (
                      <CheckedEmailField
                        label="Spouse email"
                        fullWidth
                        value={field.value}
                        onChange={field.onChange}
                        onTaken={onSpouseTaken}
                        error={Boolean(err('spouse_email'))}
                        helperText={err('spouse_email')}
                      />
                    )}
                  />
                </Grid>
              </>
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
