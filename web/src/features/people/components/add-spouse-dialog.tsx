// The Add spouse dialog (spec 3 §5 spouse rules, §7 add spouse): the spouse of an Individual's
// primary contact becomes an owner and the entity is renamed from both names. Without an email the
// same confirmation as Create User and Entity is asked first.
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { NO_EMAIL_CONFIRMATION } from '@portico/common/people/create-client';
import { addSpouseSchema, type AddSpouseInput } from '@portico/common/people/spouse';
import { ENTITY_UPDATED } from '@portico/common/people/user-status';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useAddSpouse } from '../api/spouse';
import { PersonFields } from './person-fields';

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
  const { handleSubmit } = form;
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
              <PersonFields
                form={form}
                names={{ fname: 'fname', lname: 'lname', email: 'email' }}
                email={{ kind: 'checked', onTaken }}
                whose="Spouse"
                required
                autoFocus
              />
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
