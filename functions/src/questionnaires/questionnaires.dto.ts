// Maps questionnaire records to what the API answers: calendar dates, the derived status.
import { toCalendarDate } from '@portico/common/format/calendar-date';
import type {
  EntityQuestionnaireDto,
  ScheduledQuestionnaireDto,
} from '@portico/common/questionnaires/entity-questionnaires';
import type { QuestionnaireHeadDto } from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionnaireRemindersDto } from '@portico/common/questionnaires/reminders';
import { questionnaireStatus } from '@portico/common/questionnaires/questionnaire-status';
import type { QuestionnaireRecord, ScheduledQuestionnaireRecord } from './questionnaire-record';

/** What every view of a questionnaire says of it first: name, year, due date, status. */
export function questionnaireHead(q: QuestionnaireRecord): QuestionnaireHeadDto {
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
    submitted_at: q.submittedAt?.toISOString() ?? null,
    custom_status_id: q.customStatusId ?? null,
    track_changes_since: q.trackChangesSince?.toISOString() ?? null,
  };
}

/** Its reminders: on or off, the last and the next, and its own texts (null: the default). */
export function remindersDto({ reminders }: QuestionnaireRecord): QuestionnaireRemindersDto {
  return {
    reminders_disabled: reminders.disabled,
    last_followed_up: reminders.lastFollowedUp?.toISOString() ?? null,
    earliest_remind_date: reminders.next?.toISOString() ?? null,
    ...reminders.texts,
  };
}

export function toEntityQuestionnaireDto(q: QuestionnaireRecord): EntityQuestionnaireDto {
  return {
    ...questionnaireHead(q),
    ...remindersDto(q),
    is_draft: q.isDraft,
    sections: q.summary.sections,
    completed_sections: q.summary.completed,
    total_sections: q.summary.total,
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
