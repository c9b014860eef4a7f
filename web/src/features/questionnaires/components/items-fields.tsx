// The items a custom questionnaire, a request for more items, a drop-off or a send's additional
// questions asks for: each a document to upload or (not for a drop-off) a question to answer,
// added and removed in place; a send's may each name the template section they go to.
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  ADDITIONAL_ITEMS_SECTION,
  MAX_CUSTOM_ITEMS,
} from '@portico/common/questionnaires/send-template';

export interface WithItems {
  questions_to_create: {
    text: string;
    question_type: 'text' | 'upload';
    section_id?: string | null;
  }[];
}

/** The section choice for an item that names none: a new section before the review. */
const NEW_SECTION = '';

export function ItemsFields({
  form,
  documentsOnly = false,
  autoFocus = false,
  allowNone = false,
  hint = 'A document item asks the client to upload it; an answer item, to write one.',
  legend,
  itemLabel = 'Item',
  addLabel,
  sections,
}: {
  form: UseFormReturn<WithItems>;
  /** Every item is a document to upload: no Kind to choose. */
  documentsOnly?: boolean;
  autoFocus?: boolean;
  /** The last item can be removed too (other items come from elsewhere). */
  allowNone?: boolean;
  hint?: string;
  legend?: string;
  /** Each item's field is labelled '{itemLabel} {n}'. */
  itemLabel?: string;
  addLabel?: string;
  /** Sections the items may go to (else 'Additional Items'): each item gets a Section choice. */
  sections?: { id: string; name: string }[];
}) {
  const items = useFieldArray({ control: form.control, name: 'questions_to_create' });
  const { errors } = form.formState;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend ?? (documentsOnly ? 'Documents' : 'Items')}
      </Typography>
      {items.fields.map((item, index) => (
        <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {/* The choices go under the text where the row is too narrow for them. */}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flex: 1, flexWrap: 'wrap' }}>
            <TextField
              {...form.register(`questions_to_create.${index}.text`)}
              label={`${documentsOnly ? 'Document' : itemLabel} ${index + 1}`}
              required
              sx={{ flex: '1 1 260px' }}
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
                    sx={{ flex: '0 0 150px' }}
                  >
                    <MenuItem value="upload">Document</MenuItem>
                    <MenuItem value="text">Answer</MenuItem>
                  </TextField>
                )}
              />
            )}
            {sections && (
              <Controller
                control={form.control}
                name={`questions_to_create.${index}.section_id`}
                render={({ field }) => (
                  <TextField
                    select
                    label="Section"
                    value={field.value ?? NEW_SECTION}
                    onChange={(e) => field.onChange(e.target.value || null)}
                    sx={{ flex: '1 0 180px' }}
                  >
                    <MenuItem value={NEW_SECTION}>{ADDITIONAL_ITEMS_SECTION} (new)</MenuItem>
                    {sections.map((s) => (
                      <MenuItem key={s.id} value={s.id}>
                        {s.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
          </Stack>
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
          onClick={() =>
            items.append({
              text: '',
              question_type: 'upload',
              ...(sections && { section_id: null }),
            })
          }
        >
          {addLabel ?? (documentsOnly ? 'Add document' : 'Add item')}
        </Button>
      </div>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Stack>
  );
}
