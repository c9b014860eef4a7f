// What the send dialogs share beside their frame: a due-date field (with the spec's 7 / 14 / 30-day
// shortcuts where a dialog offers them), an on/off choice, and the toasts of a call that answers
// with a message.
import {
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { addDays } from '@portico/common/questionnaires/answer-later';
import { DUE_DATE_SHORTCUTS } from '@portico/common/questionnaires/send-template';
import { toast } from '@/lib/toast';

/** A date field of the form, its error under it (else `hint`), no earlier than `min`. */
export function DueDateField<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  min: string;
  required?: boolean;
  autoFocus?: boolean;
  /** As wide as its place (it is with shortcuts); else a date's width. */
  fullWidth?: boolean;
  hint?: string;
  /** The shortcuts count from this day (today); none when absent. */
  shortcutsFrom?: string;
}) {
  const { form, name, shortcutsFrom } = props;
  const fullWidth = Boolean(props.fullWidth || shortcutsFrom);
  const error = form.formState.errors[name]?.message;
  const field = (
    <TextField
      {...form.register(name)}
      type="date"
      label={props.label}
      required={props.required}
      autoFocus={props.autoFocus}
      fullWidth={fullWidth}
      error={Boolean(error)}
      helperText={typeof error === 'string' ? error : props.hint}
      slotProps={{ htmlInput: { min: props.min }, inputLabel: { shrink: true } }}
      sx={fullWidth ? undefined : { maxWidth: 260 }}
    />
  );
  if (!shortcutsFrom) return field;
  return (
    <Stack spacing={1}>
      {field}
      <Stack direction="row" spacing={1} aria-label="Due date shortcuts" role="group">
        {DUE_DATE_SHORTCUTS.map((shortcut) => (
          <Chip
            key={shortcut.days}
            label={shortcut.label}
            variant="outlined"
            onClick={() =>
              form.setValue(name, addDays(shortcutsFrom, shortcut.days) as PathValue<T, Path<T>>, {
                shouldValidate: true,
              })
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}

export const INCLUDE_PRIOR_YEAR = 'Include prior-year items (what each entity provided last year)';

/** An on/off choice of the form, as a labelled switch. */
export function SwitchField<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <FormControlLabel
      control={
        <Controller
          control={props.form.control}
          name={props.name}
          render={({ field }) => (
            <Switch checked={Boolean(field.value)} onChange={(_, on) => field.onChange(on)} />
          )}
        />
      }
      label={props.label}
    />
  );
}

/** A mutation's callbacks: its answer's message as a success toast, then `onDone`; errors toasted. */
export const toastOutcome = (onDone: () => void) => ({
  onSuccess: (result: { message: string }) => {
    toast.success(result.message);
    onDone();
  },
  onError: (error: unknown) => toast.error(error),
});
