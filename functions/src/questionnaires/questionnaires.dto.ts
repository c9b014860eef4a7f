// Maps questionnaire records to what the API answers: calendar dates, the derived status.
import { toCalendarDate } from '@portico/common/format/calendar-date';
import type {
  EntityQuestionnaireDto,
  ScheduledQuestionnaireDto,
} from '@portico/common/questionnaires/entity-questionnaires';
import { questionnaireStatus } from '@portico/common/questionnaires/questionnaire-status';
import type { QuestionnaireRecord, ScheduledQuestionnaireRecord } from './questionnaire-record';

export function toEntityQuestionnaireDto(q: QuestionnaireRecord): EntityQuestionnaireDto {
  return {
    id: q.id,
    name: q.name,
    tax_year: q.taxYear,
    due_date: q.dueDate ? toCalendarDate(q.dueDate) : null,
    status: questionnaireStatus({
      locked: q.locked,
      completed: q.completed,
      opened: q.openedAt !== null,
    }),
    locked: q.locked,
    completed: q.completed,
    is_draft: q.isDraft,
  };
}

export function toScheduledQuestionnaireDto(
  s: ScheduledQuestionnaireRecord,
): ScheduledQuestionnaireDto {
  return {
    id: s.id,
    name: s.name,
    tax_year: s.taxYear,
    send_date: toCalendarDate(s.nextSendDate),
    frequency: s.frequency,
  };
}
