// The "Create a new entity" dialog (spec 3 §2, §7 POST /companies): a new entity for an existing
// user, who becomes its primary owner; the entity takes their firm group and assigned advisor.
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { newEntitySchema, type NewEntityInput } from '@portico/common/people/owners';
import { AddressFields } from '@/components/address-fields';
import { paths } from '@/config/paths';
import { bindField } from '@/lib/bind-field';
import { ENTITY_NAME_EXISTS } from '@portico/common/people/create-client';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCatalog } from '@/lib/firm-catalog';
import { useCreateEntityForUser } from '../api/owners';
import { EntityTypeField } from './entity-type-field';

export const ENTITY_CREATED = 'Entity created successfully';

interface Props {
  user: { id: string; full_name: string };
  onClose: () => void;
}

/** Mount it to open it. */
export function CreateEntityDialog({ user, onClose }: Props) {
  const navigate = useNavigate();
  const types = useCatalog('entity_types');
  const create = useCreateEntityForUser();
  const form = useForm<NewEntityInput>({
    resolver: yupResolver(newEntitySchema) as never,
    defaultValues: { user_id: user.id, name: '', entity_type: '', country: 'US' },
  });
  const { control, register, formState, handleSubmit } = form;
  const field = bindField(register, formState.errors);
  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (entity) => {
        toast.success(ENTITY_CREATED);
        onClose();
        void navigate(paths.staff.entity.getHref(entity.hash_id));
      },
      onError: (error) => {
        // A name the user's other entities hold is named at the field; anything else is a toast.
        if (error instanceof ApiError && error.message === ENTITY_NAME_EXISTS)
          form.setError('name', { message: error.message }, { shouldFocus: true });
        else toast.error(error);
      },
    }),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-entity-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="create-entity-title">Create a new entity</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {user.full_name} will be the primary contact of the new entity.
          </DialogContentText>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth required autoFocus label="Entity Name" {...field('name')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="entity_type"
                render={({ field: type, fieldState }) => (
                  <EntityTypeField
                    types={types.data ?? []}
                    value={type.value}
                    onChange={type.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                type="email"
                label="Business email"
                {...field('business_email')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth type="email" label="Other email" {...field('other_email')} />
            </Grid>
            <AddressFields control={control} field={field} />
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create entity
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
