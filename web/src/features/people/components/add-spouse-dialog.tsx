// The Add spouse dialog (spec 3 §5 spouse rules, §7 add spouse): the spouse of an Individual's
// primary contact becomes an owner and the entity is renamed from both names. Without an email the
// same confirmation as Create User and Entity is asked first.
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { NO_EMAIL_CONFIRMATION } from '@portico/common/people/create-client';
import { addSpouseSchema, type AddSpouseInput } from '@portico/common/people/spouse';
import { ENTITY_UPDATED } from '@portico/common/people/user-status';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { bindField } from '@/lib/bind-field';
import { toast } from '@/lib/toast';
import { useAddSpouse } from '../api/spouse';
import { CheckedEmailField } from './checked-email-field';

interface Props {
  entity: { id: string; name: string };
  onClose: () => void;
}

/** Mount it to open it. */
export function AddSpouseDialog({ entity, onClose }: Props) {
  const add = useAddSpouse(entity.id);
  const [taken, setTaken] = useState(false);
  const onTaken = useCallback((t: boolean) => setTaken(t), []);
  const [confirmNoEmail, setConfirmNoEmail] = useState<AddSpouseInput | null>(null);
  const form = useForm<AddSpouseInput>({
    resolver: yupResolver(addSpouseSchema) as never,
    defaultValues: { fname: '', lname: '', email: '' },
  });
  const { control, register, formState, handleSubmit } = form;
  const field = bindField(register, formState.errors);
  const send = (input: AddSpouseInput) =>
    add.mutate(input, {
      onSuccess: () => {
        toast.success(ENTITY_UPDATED);
        onClose();
      },
      onError: (error) => {
        setConfirmNoEmail(null);
        toast.error(error);
      },
    });
  const submit = handleSubmit((input) => {
    if (taken) return;
    if (!input.email) setConfirmNoEmail(input);
    else send(input);
  });

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-spouse-title">
        <form noValidate onSubmit={(e) => void submit(e)}>
          <DialogTitle id="add-spouse-title">Add spouse</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              The spouse becomes an owner of {entity.name}, and the entity is renamed from the
              primary contact’s and the spouse’s names.
            </DialogContentText>
            <Grid container spacing={2} sx={{ pt: 1 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  required
                  autoFocus
                  label="Spouse first name"
                  {...field('fname')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField fullWidth required label="Spouse last name" {...field('lname')} />
              </Grid>
              <Grid size={12}>
                <Controller
                  control={control}
                  name="email"
                  render={({ field: email, fieldState }) => (
                    <CheckedEmailField
                      fullWidth
                      label="Spouse email"
                      value={email.value}
                      onChange={email.onChange}
                      onTaken={onTaken}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={add.isPending || taken}>
              Add spouse
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {confirmNoEmail && (
        <ConfirmDialog
          title="Blank Email Confirmation"
          confirmLabel="Continue"
          pending={add.isPending}
          onClose={() => setConfirmNoEmail(null)}
          onConfirm={() => send(confirmNoEmail)}
        >
          {NO_EMAIL_CONFIRMATION}
        </ConfirmDialog>
      )}
    </>
  );
}
