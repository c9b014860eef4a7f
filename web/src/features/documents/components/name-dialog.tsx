// One name (or description) typed in a dialog: a new folder, a file's new base name with its
// extension shown fixed, a file's description. Checked with the shared schema; a refusal from the
// server (a name taken) shows under the field.
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object, type StringSchema } from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '@/components/text-input';

/** Mount it to open it. `onSave` answers the server's refusal, or nothing when it is done. */
export function NameDialog(props: {
  title: string;
  label: string;
  submitLabel: string;
  initial: string;
  schema: StringSchema<string | undefined>;
  /** Shown after the field, not editable (a file's extension). */
  suffix?: string;
  multiline?: boolean;
  onSave: (value: string) => Promise<string | void>;
  onClose: () => void;
}) {
  const form = useForm<{ value: string }>({
    resolver: yupResolver(object({ value: props.schema.defined() })) as never,
    defaultValues: { value: props.initial },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ value }) => {
    const refusal = await props.onSave(value.trim());
    if (refusal) form.setError('value', { message: refusal });
    else props.onClose();
  });
  return (
    <Dialog
      open
      onClose={props.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="name-dialog-title"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="name-dialog-title">{props.title}</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          <TextInput
            label={props.label}
            autoFocus
            multiline={props.multiline}
            minRows={props.multiline ? 3 : undefined}
            error={errors.value?.message}
            endAdornment={
              props.suffix ? <InputAdornment position="end">{props.suffix}</InputAdornment> : null
            }
            sx={{ mt: 1 }}
            {...form.register('value')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
