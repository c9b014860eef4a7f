// Send questionnaire template (spec 2 §2, §5, §9): a template, the tax year, and either a due date
// (with the 7-day, 2-week and 1-month shortcuts) to send now or save as a draft, or a send date,
// frequency and days until due to send on a schedule; a deposit when the firm takes card payments;
// the confirm-contact step; every owner's signature; questions of its own. Sent to the entities named, or (bulk) to every active entity of the
// chosen entity types. Ten or more entities, and any bulk send, are confirmed first; those go out in
// the background (the overview's backlog banner follows them).
import { useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  SEND_FREQUENCIES,
  SEND_FREQUENCY_LABELS,
} from '@portico/common/questionnaires/entity-questionnaires';
import { addDays } from '@portico/common/questionnaires/answer-later';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import {
  BULK_CONFIRMATION_AT,
  DEFAULT_DAYS_UNTIL_DUE,
  sendTemplateSchema,
  type SendTemplateInput,
} from '@portico/common/questionnaires/send-template';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCatalog } from '@/lib/firm-catalog';
import { toast } from '@/lib/toast';
import {
  useCardPaymentsConnected,
  useSendTemplate,
  useTemplateChoices,
  useTemplateItemSections,
} from '../api/send-template';
import { ItemsFields, type WithItems } from './items-fields';
import { localToday } from '../hooks/answering-context';
import { SendDialogFrame, type SendTargets } from './send-dialog-frame';
import { DueDateField, INCLUDE_PRIOR_YEAR, SwitchField } from './send-dialog-parts';
import { TaxYearField } from '@/components/tax-year-field';

type Form = UseFormReturn<SendTemplateInput>;

/** A number input's value: null when empty, so a hidden empty field never blocks a send. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

const fieldError = (form: Form, name: keyof SendTemplateInput) =>
  form.formState.errors[name]?.message;

function WhenFields({ form, today }: { form: Form; today: string }) {
  const scheduled = form.watch('scheduled');
  if (!scheduled)
    return (
      <DueDateField
        form={form}
        name="due_date"
        label="Due date"
        required
        min={today}
        shortcutsFrom={today}
      />
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        {...form.register('first_scheduled_date')}
        type="date"
        label="Send date"
        required
        fullWidth
        error={Boolean(fieldError(form, 'first_scheduled_date'))}
        helperText={fieldError(form, 'first_scheduled_date')}
        slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
      />
      <Controller
        control={form.control}
        name="frequency"
        render={({ field }) => (
          <TextField
            select
            label="Frequency"
            required
            fullWidth
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldError(form, 'frequency'))}
            helperText={fieldError(form, 'frequency')}
          >
            {SEND_FREQUENCIES.map((f) => (
              <MenuItem key={f} value={f}>
                {SEND_FREQUENCY_LABELS[f]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...form.register('days_until_due', { setValueAs: optionalNumber })}
        type="number"
        label="Days until due"
        fullWidth
        error={Boolean(fieldError(form, 'days_until_due'))}
        helperText={fieldError(form, 'days_until_due') ?? 'Counted from each send'}
        slotProps={{ htmlInput: { min: 0, max: 365 } }}
      />
    </Stack>
  );
}

function DepositFields({ form }: { form: Form }) {
  const connected = useCardPaymentsConnected().data?.connected ?? false;
  const required = form.watch('deposit_required');
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Controller
            control={form.control}
            name="deposit_required"
            render={({ field }) => (
              <Switch
                checked={field.value}
                disabled={!connected}
                onChange={(_, on) => field.onChange(on)}
              />
            )}
          />
        }
        label="Require a deposit"
      />
      {!connected && (
        <Typography variant="body2" color="text.secondary">
          Deposits need a connected card payment account (Firm Settings).
        </Typography>
      )}
      {required && (
        <TextField
          {...form.register('deposit_amount', { setValueAs: optionalNumber })}
          type="number"
          label="Deposit amount"
          required
          error={Boolean(fieldError(form, 'deposit_amount'))}
          helperText={fieldError(form, 'deposit_amount')}
          slotProps={{
            htmlInput: { min: 1, step: '0.01' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
          sx={{ maxWidth: 240 }}
        />
      )}
    </Stack>
  );
}

/** Questions for this send only, each in a section of the chosen template or a new one. */
function AdditionalQuestions({ form }: { form: Form }) {
  const sections = useTemplateItemSections(form.watch('questionnaire_template_id'));
  return (
    <ItemsFields
      form={form as unknown as UseFormReturn<WithItems>}
      legend="Additional questions"
      itemLabel="Question"
      addLabel="Add question"
      allowNone
      sections={sections.data ?? []}
      hint="Asked in this send only; the template stays as it is."
    />
  );
}

function EntityTypesField({ form }: { form: Form }) {
  const types = useCatalog('entity_types');
  const names = (types.data ?? []).map((t) => t.name);
  return (
    <Controller
      control={form.control}
      name="company_types"
      render={({ field }) => (
        <Autocomplete
          multiple
          options={names}
          value={field.value}
          onChange={(_, value) => field.onChange(value)}
          onBlur={field.onBlur}
          loading={types.isPending}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Entity types"
              required
              autoFocus
              error={Boolean(fieldError(form, 'company_ids'))}
              helperText={
                fieldError(form, 'company_ids') ??
                'Every active entity of these types that you see gets one.'
              }
            />
          )}
        />
      )}
    />
  );
}

/**
 * Mount it to open it: to `targets`, or with `byEntityTypes` to every active entity of the
 * types chosen in it.
 */
export function SendTemplateDialog(
  props: SendTargets & {
    byEntityTypes?: boolean;
    onClose: () => void;
  },
) {
  const bulk = props.byEntityTypes ?? false;
  const today = localToday();
  const templates = useTemplateChoices();
  const sendTemplate = useSendTemplate();
  const [confirming, setConfirming] = useState<SendTemplateInput | null>(null);
  const form = useForm<SendTemplateInput>({
    resolver: yupResolver(sendTemplateSchema) as never,
    defaultValues: {
      questionnaire_template_id: '',
      company_ids: props.targets.map((t) => t.id),
      company_types: [],
      tax_year: defaultTaxYear(new Date()),
      scheduled: false,
      due_date: addDays(today, DEFAULT_DAYS_UNTIL_DUE),
      first_scheduled_date: null,
      frequency: 'once',
      days_until_due: DEFAULT_DAYS_UNTIL_DUE,
      deposit_required: false,
      deposit_amount: null,
      update_profile_section: false,
      include_prior_year_items: false,
      all_owner_signature_required: false,
      questions_to_create: [],
      is_draft: false,
    },
  });
  const scheduled = form.watch('scheduled');

  const send = (input: SendTemplateInput) =>
    sendTemplate.mutate(
      {
        ...input,
        due_date: input.scheduled ? null : input.due_date,
        first_scheduled_date: input.scheduled ? input.first_scheduled_date : null,
        frequency: input.scheduled ? input.frequency : null,
        is_draft: input.scheduled ? false : input.is_draft,
      },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          props.onClose();
        },
        onError: (error) => {
          setConfirming(null);
          toast.error(error);
        },
      },
    );
  const submit = (draft: boolean) =>
    form.handleSubmit((values) => {
      const input = { ...values, is_draft: draft };
      if (bulk || props.targets.length >= BULK_CONFIRMATION_AT) setConfirming(input);
      else send(input);
    });

  return (
    <>
      <SendDialogFrame
        id="send-template-title"
        title="Send questionnaire"
        targets={
          bulk ? 'every active entity of the chosen types' : (props.targetsLabel ?? props.targets)
        }
        pending={sendTemplate.isPending}
        drafts={!scheduled}
        submitLabel={scheduled ? 'Schedule' : 'Send'}
        onSubmit={submit}
        onClose={props.onClose}
      >
        {templates.isError && <Alert severity="error">{templates.error.message}</Alert>}
        {bulk && <EntityTypesField form={form} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={form.control}
            name="questionnaire_template_id"
            render={({ field }) => (
              <TextField
                select
                label="Template"
                required
                fullWidth
                autoFocus={!bulk}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldError(form, 'questionnaire_template_id'))}
                helperText={
                  fieldError(form, 'questionnaire_template_id') ??
                  (templates.data?.length === 0 ? 'Write a template first (Templates).' : undefined)
                }
              >
                {(templates.data ?? []).map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="tax_year"
            render={({ field }) => (
              <TaxYearField required value={field.value} onChange={field.onChange} />
            )}
          />
        </Stack>
        <Controller
          control={form.control}
          name="scheduled"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              aria-label="When to send"
              value={field.value ? 'scheduled' : 'now'}
              onChange={(_, value: string | null) => {
                if (value) field.onChange(value === 'scheduled');
              }}
            >
              <ToggleButton value="now">Send now</ToggleButton>
              <ToggleButton value="scheduled">Send on a schedule</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
        <WhenFields form={form} today={today} />
        <DepositFields form={form} />
        <SwitchField form={form} name="include_prior_year_items" label={INCLUDE_PRIOR_YEAR} />
        <SwitchField
          form={form}
          name="update_profile_section"
          label="Ask the owners to confirm their contact information"
        />
        <SwitchField
          form={form}
          name="all_owner_signature_required"
          label="Every owner signs the engagement letter"
        />
        <AdditionalQuestions form={form} />
      </SendDialogFrame>
      {confirming && (
        <ConfirmDialog
          title="Send to many entities?"
          confirmLabel={confirming.is_draft ? 'Save drafts' : 'Send'}
          pending={sendTemplate.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => send(confirming)}
        >
          {bulk
            ? `This questionnaire goes to every active entity of ${confirming.company_types.join(', ')}`
            : `This questionnaire goes to ${props.targets.length} entities`}
          {confirming.is_draft ? ', saved as drafts.' : ', and their owners are told by email.'} Do
          you want to continue?
        </ConfirmDialog>
      )}
    </>
  );
}
