// The overview's bulk due date (spec 2 §5 "Other"): one new date, today or later, for the selected
// questionnaires; locked ones are left as they were, and the toast says how many.
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { countNoun } from '@portico/common/format/count-noun';
import { addDays } from '@portico/common/questionnaires/answer-later';
import {
  changeDueDateSchema,
  DEFAULT_DAYS_UNTIL_DUE,
  type ChangeDueDateInput,
} from '@portico/common/questionnaires/send-template';
import { useChangeDueDates } from '../api/overview';
import { localToday } from '../hooks/answering-context';
import { SendDialogFrame } from './send-dialog-frame';
import { DueDateField, toastOutcome } from './send-dialog-parts';

/** Mount it to open it; `onDone` after the change. */
export function DueDateDialog(props: {
  questionnaireIds: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const today = localToday();
  const change = useChangeDueDates();
  const form = useForm<ChangeDueDateInput>({
    resolver: yupResolver(changeDueDateSchema) as never,
    defaultValues: {
      questionnaire_ids: props.questionnaireIds,
      due_date: addDays(today, DEFAULT_DAYS_UNTIL_DUE),
    },
  });
  const submit = () =>
    form.handleSubmit((values) => change.mutate(values, toastOutcome(props.onDone)));
  return (
    <SendDialogFrame
      id="due-date-title"
      title="Change due date"
      targets={countNoun(props.questionnaireIds.length, 'questionnaire', 'questionnaires')}
      pending={change.isPending}
      drafts={false}
      submitLabel="Change due date"
      onSubmit={submit}
      onClose={props.onClose}
    >
      <DueDateField
        form={form}
        name="due_date"
        label="New due date"
        required
        autoFocus
        min={today}
        hint="Locked questionnaires keep their due date."
      />
    </SendDialogFrame>
  );
}
