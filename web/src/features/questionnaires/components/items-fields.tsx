// The items a custom questionnaire, a request for more items or a drop-off asks for: each a
// document to upload or (not for a drop-off) a question to answer, added and removed in place.
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { MAX_CUSTOM_ITEMS } from '@portico/common/questionnaires/send-template';

export interface WithItems {
  questions_to_create: { text: string; question_type: 'text' | 'upload' }[];
}

export function ItemsFields({
  form,
  documentsOnly = false,
  autoFocus = false,
  allowNone = false,
  hint = 'A document item asks the client to upload it; an answer item, to write one.',
}: {
  form: UseFormReturn<WithItems>;
  /** Every item is a document to upload: no Kind to choose. */
  documentsOnly?: boolean;
  autoFocus?: boolean;
  /** The last item can be removed too (other items come from elsewhere). */
  allowNone?: boolean;
  hint?: string;
}) {
  const items = useFieldArray({ control: form.control, name: 'questions_to_create' });
  const { errors } = form.formState;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {documentsOnly ? 'Documents' : 'Items'}
      </Typography>
      {items.fields.map((item, index) => (
        <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            {...form.register(`questions_to_create.${index}.text`)}
            label={documentsOnly ? `Document ${index + 1}` : `Item ${index + 1}`}
            required
            fullWidth
            autoFocus={autoFocus && index === 0}
            error={Boolean(errors.questions_to_create?.[index]?.text)}
            helperText={errors.questions_to_create?.[index]?.text?.message}
          />
          {!documentsOnly && (
            <Controller
              control={form.control}
              name={`questions_to_create.${index}.question_type`}
              render={({ field }) => (
                <TextField
                  select
                  label="Kind"
                  value={field.value}
                  onChange={field.onChange}
                  sx={{ minWidth: 150 }}
                >
                  <MenuItem value="upload">Document</MenuItem>
                  <MenuItem value="text">Answer</MenuItem>
                </TextField>
              )}
            />
          )}
          <IconButton
            aria-label={`Remove item ${index + 1}`}
            disabled={!allowNone && items.fields.length === 1}
            onClick={() => items.remove(index)}
            sx={{ mt: 1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      {errors.questions_to_create?.message && (
        <Typography color="error" variant="body2">
          {errors.questions_to_create.message}
        </Typography>
      )}
      <div>
        <Button
          startIcon={<Add />}
          disabled={items.fields.length >= MAX_CUSTOM_ITEMS}
          onClick={() => items.append({ text: '', question_type: 'upload' })}
        >
          {documentsOnly ? 'Add document' : 'Add item'}
        </Button>
      </div>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Stack>
  );
}
