// The e-sign forms of a return being classified: each a catalogue form or 'Other' with its name,
// the pages it is on (typed, or the viewer's page added), who of the signers signs it and as
// what, and whether it needs a wet signature. Suggested forms say so until the advisor saves.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_NAME, MAX_TITLE, type OwnerChoice } from '@portico/common/tax-returns/classification';
import { FORM_DEFINITIONS, OTHER_ID } from '@portico/common/tax-returns/delivery-catalogue';
import { formatPages, parsePages } from '@portico/common/tax-returns/classification';
import type { DraftErrors, FormDraft } from './classification-draft';
import { PartCard, PartsSection, patched } from './part-section';

const personName = (o: OwnerChoice) => [o.fname, o.lname].filter(Boolean).join(' ');

function FormCard(props: {
  form: FormDraft;
  index: number;
  signers: OwnerChoice[];
  page: number;
  errors: DraftErrors;
  onChange: (patch: Partial<FormDraft>) => void;
  onRemove: () => void;
}) {
  const { form, index, errors } = props;
  const at = (field: string) => errors[`e_sign_forms[${index}].${field}`];
  const label = `Form ${index + 1}`;
  const addPage = () =>
    props.onChange({ pages: formatPages([...(parsePages(form.pages) ?? []), props.page]) });
  return (
    <PartCard
      label={label}
      choiceLabel="Form"
      choice={form.form_id}
      options={FORM_DEFINITIONS}
      error={at('form_id')}
      suggested={form.suggested}
      onChoice={(form_id) => props.onChange({ form_id })}
      onRemove={props.onRemove}
    >
      {form.form_id === OTHER_ID && (
        <TextField
          label="Form name"
          value={form.form_name}
          onChange={(e) => props.onChange({ form_name: e.target.value })}
          error={Boolean(at('form_name'))}
          helperText={at('form_name')}
          slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
          size="small"
          required
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Pages"
          value={form.pages}
          onChange={(e) => props.onChange({ pages: e.target.value })}
          error={Boolean(at('pages'))}
          helperText={at('pages') ?? 'Like 3, or 3-4'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button size="small" onClick={addPage} sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
          Add page {props.page}
        </Button>
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary" id={`${form.key}-signed-by`}>
          Signed by
        </Typography>
        {props.signers.length === 0 && (
          <Typography variant="body2">Choose the return’s signers first.</Typography>
        )}
        <Stack role="group" aria-labelledby={`${form.key}-signed-by`} spacing={1}>
          {props.signers.map((owner) => {
            const choice = form.signatures[owner.id] ?? { on: false, title: '' };
            const set = (patch: Partial<typeof choice>) =>
              props.onChange({
                signatures: { ...form.signatures, [owner.id]: { ...choice, ...patch } },
              });
            return (
              <Stack
                key={owner.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <FormControlLabel
                  sx={{ flex: 1, minWidth: 160 }}
                  control={
                    <Checkbox checked={choice.on} onChange={(e) => set({ on: e.target.checked })} />
                  }
                  label={personName(owner)}
                />
                {choice.on && (
                  <TextField
                    label={`${personName(owner)}’s title`}
                    value={choice.title}
                    onChange={(e) => set({ title: e.target.value })}
                    placeholder="Taxpayer"
                    slotProps={{ htmlInput: { maxLength: MAX_TITLE } }}
                    size="small"
                    sx={{ width: 170 }}
                  />
                )}
              </Stack>
            );
          })}
        </Stack>
        {at('signatures') && <FormHelperText error>{at('signatures')}</FormHelperText>}
      </Box>
      <FormControlLabel
        control={
          <Switch checked={form.wet} onChange={(e) => props.onChange({ wet: e.target.checked })} />
        }
        label="Wet signature required"
      />
    </PartCard>
  );
}

export function FormsSection(props: {
  forms: FormDraft[];
  signers: OwnerChoice[];
  page: number;
  errors: DraftErrors;
  onChange: (forms: FormDraft[]) => void;
  onAdd: () => void;
}) {
  const { forms } = props;
  return (
    <PartsSection
      title="Forms to sign"
      empty="No forms to sign. Add the e-file authorisation (Form 8879) and any other form the client signs."
      addLabel="Add form"
      count={forms.length}
      onAdd={props.onAdd}
    >
      {forms.map((form, index) => (
        <FormCard
          key={form.key}
          form={form}
          index={index}
          signers={props.signers}
          page={props.page}
          errors={props.errors}
          onChange={(patch) => props.onChange(patched(forms, form.key, patch))}
          onRemove={() => props.onChange(forms.filter((f) => f.key !== form.key))}
        />
      ))}
    </PartsSection>
  );
}
