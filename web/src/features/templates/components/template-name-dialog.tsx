// A dialog that asks for a template's name (New template, Rename), with anything more it needs
// below the name; the form checks the API's rules before sending.
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export function TemplateNameDialog(props: {
  title: string;
  submitLabel: string;
  form: UseFormReturn<{ name: string }>;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
  maxWidth: 'xs' | 'sm';
  children?: ReactNode;
}) {
  const { form } = props;
  const titleId = useId();
  const error = form.formState.errors.name?.message;
  const submit = form.handleSubmit(({ name }) => props.onSubmit(name));
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth={props.maxWidth}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <TextField
              {...form.register('name')}
              label="Template name"
              required
              autoFocus
              fullWidth
              error={Boolean(error)}
              helperText={error}
            />
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
