// Create Custom Questionnaire (spec 2 §2, §5 "Custom questionnaire"): a subject, the tax year, an
// optional due date (14 days by default) and the firm's own items, each a question to answer or a
// document to upload; Send, or Save as draft.
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import { addDays } from '@portico/common/questionnaires/answer-later';
import {
  DEFAULT_DAYS_UNTIL_DUE,
  customQuestionnaireSchema,
  type CustomQuestionnaireInput,
} from '@portico/common/questionnaires/send-template';
import { useSendCustomQuestionnaire } from '../api/send-template';
import { localToday } from '../hooks/answering-context';
import { ItemsFields, type WithItems } from './items-fields';
import { SendDialogFrame, type SendTargets } from './send-dialog-frame';
import { DueDateField, toastOutcome } from './send-dialog-parts';
import { TaxYearField } from '@/components/tax-year-field';

/** Mount it to open it. */
export function CustomQuestionnaireDialog(props: SendTargets & { onClose: () => void }) {
  const today = localToday();
  const send = useSendCustomQuestionnaire();
  const form = useForm<CustomQuestionnaireInput>({
    resolver: yupResolver(customQuestionnaireSchema) as never,
    defaultValues: {
      company_ids: props.targets.map((t) => t.id),
      tax_year: defaultTaxYear(new Date()),
      name: '',
      due_date: addDays(today, DEFAULT_DAYS_UNTIL_DUE),
      is_draft: false,
      questions_to_create: [{ text: '', question_type: 'upload' }],
    },
  });
  const { errors } = form.formState;
  const submit = (draft: boolean) =>
    form.handleSubmit((values) =>
      send.mutate(
        { ...values, due_date: values.due_date || null, is_draft: draft },
        toastOutcome(props.onClose),
      ),
    );

  return (
    <SendDialogFrame
      id="custom-questionnaire-title"
      title="Create custom questionnaire"
      targets={props.targetsLabel ?? props.targets}
      pending={send.isPending}
      drafts
      submitLabel="Send"
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField
        {...form.register('name')}
        label="Subject"
        required
        autoFocus
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? 'The questionnaire’s name, as the client sees it'}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="tax_year"
          render={({ field }) => (
            <TaxYearField required value={field.value} onChange={field.onChange} />
          )}
        />
        <DueDateField
          form={form}
          name="due_date"
          label="Due date"
          min={today}
          fullWidth
          hint="Optional"
        />
      </Stack>
      <ItemsFields form={form as unknown as UseFormReturn<WithItems>} />
    </SendDialogFrame>
  );
}
