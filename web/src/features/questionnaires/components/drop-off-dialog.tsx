// Send Document Drop Off (spec 2 §2, §5, §9): the documents to ask for, the tax year, a due date (14
// days out by default, with the shortcuts), the checklist's name ('Document Checklist') and an
// optional subject and message for the mail. Each owner gets a link that works for 7 days.
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import { addDays } from '@portico/common/questionnaires/answer-later';
import {
  DROP_OFF_DAYS_UNTIL_DUE,
  DROP_OFF_LINK_DAYS,
  DROP_OFF_TEMPLATE_NAME,
  sendDropOffSchema,
  type SendDropOffInput,
} from '@portico/common/questionnaires/drop-off';
import { TaxYearField } from '@/components/tax-year-field';
import { useSendDropOff } from '../api/drop-off';
import { localToday } from '../hooks/answering-context';
import { ItemsFields, type WithItems } from './items-fields';
import { SendDialogFrame, type SendTargets } from './send-dialog-frame';
import { DueDateField, INCLUDE_PRIOR_YEAR, SwitchField, toastOutcome } from './send-dialog-parts';

/** Mount it to open it. */
export function DropOffDialog(props: SendTargets & { onClose: () => void }) {
  const today = localToday();
  const send = useSendDropOff();
  const form = useForm<SendDropOffInput>({
    resolver: yupResolver(sendDropOffSchema) as never,
    defaultValues: {
      company_ids: props.targets.map((t) => t.id),
      tax_year: defaultTaxYear(new Date()),
      due_date: addDays(today, DROP_OFF_DAYS_UNTIL_DUE),
      custom_template_name: DROP_OFF_TEMPLATE_NAME,
      custom_email_subject: '',
      custom_email_body: '',
      questions_to_create: [{ text: '', question_type: 'upload' }],
      include_prior_year_items: false,
    },
  });
  const { errors } = form.formState;
  const includePrior = form.watch('include_prior_year_items');
  const submit = () =>
    form.handleSubmit((values) => send.mutate(values, toastOutcome(props.onClose)));

  return (
    <SendDialogFrame
      id="drop-off-title"
      title="Send Document Drop Off"
      targets={props.targetsLabel ?? props.targets}
      pending={send.isPending}
      drafts={false}
      submitLabel="Send"
      onSubmit={submit}
      onClose={props.onClose}
    >
      <ItemsFields
        form={form as unknown as UseFormReturn<WithItems>}
        documentsOnly
        autoFocus
        allowNone={includePrior}
        hint={`Each owner is mailed a link to upload these, no sign-in needed, for ${DROP_OFF_LINK_DAYS} days.`}
      />
      <SwitchField form={form} name="include_prior_year_items" label={INCLUDE_PRIOR_YEAR} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="tax_year"
          render={({ field }) => (
            <TaxYearField required value={field.value} onChange={field.onChange} />
          )}
        />
        <TextField
          {...form.register('custom_template_name')}
          label="Checklist name"
          fullWidth
          error={Boolean(errors.custom_template_name)}
          helperText={errors.custom_template_name?.message}
        />
      </Stack>
      <DueDateField
        form={form}
        name="due_date"
        label="Due date"
        required
        min={today}
        shortcutsFrom={today}
      />
      <TextField
        {...form.register('custom_email_subject')}
        label="Email subject"
        fullWidth
        error={Boolean(errors.custom_email_subject)}
        helperText={errors.custom_email_subject?.message ?? 'Optional: the firm’s wording if empty'}
      />
      <TextField
        {...form.register('custom_email_body')}
        label="Email message"
        fullWidth
        multiline
        minRows={3}
        error={Boolean(errors.custom_email_body)}
        helperText={errors.custom_email_body?.message ?? 'Optional: the link is added below it'}
      />
    </SendDialogFrame>
  );
}
