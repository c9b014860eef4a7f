// Request additional items (spec 2 §2, §5): more items for a sent questionnaire, each a document to
// upload or a question, with a new due date in the future; the owners are told.
import { useForm, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { addDays } from '@portico/common/questionnaires/answer-later';
import {
  DEFAULT_DAYS_UNTIL_DUE,
  requestItemsSchema,
  type RequestItemsInput,
} from '@portico/common/questionnaires/send-template';
import { useRequestItems } from '../api/send-template';
import { localToday } from '../hooks/answering-context';
import { ItemsFields, type WithItems } from './items-fields';
import { SendDialogFrame } from './send-dialog-frame';
import { DueDateField, toastOutcome } from './send-dialog-parts';

/** Mount it to open it. */
export function RequestItemsDialog(props: {
  questionnaire: { id: string; name: string };
  onClose: () => void;
}) {
  const today = localToday();
  const request = useRequestItems(props.questionnaire.id);
  const form = useForm<RequestItemsInput>({
    resolver: yupResolver(requestItemsSchema) as never,
    defaultValues: {
      due_date: addDays(today, DEFAULT_DAYS_UNTIL_DUE),
      section_id: null,
      questions_to_create: [{ text: '', question_type: 'upload' }],
    },
  });
  const submit = () =>
    form.handleSubmit((values) => request.mutate(values, toastOutcome(props.onClose)));
  return (
    <SendDialogFrame
      id="request-items-title"
      title="Request additional items"
      targets={[{ id: props.questionnaire.id, name: props.questionnaire.name }]}
      pending={request.isPending}
      drafts={false}
      submitLabel="Request items"
      onSubmit={submit}
      onClose={props.onClose}
    >
      <DueDateField
        form={form}
        name="due_date"
        label="New due date"
        required
        autoFocus
        min={addDays(today, 1)}
        hint="The questionnaire is due again on this date"
      />
      <ItemsFields form={form as unknown as UseFormReturn<WithItems>} />
    </SendDialogFrame>
  );
}
