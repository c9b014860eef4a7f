// Keeps each questionnaire's next reminder (earliest_remind_date) as the rule gives it
// (common/reminder-schedule): a new questionnaire gets its first, and every change moves it, with
// the firm's reminder frequency. The reminder job re-checks it with the frequency of the day.
import type { FirmPreferences } from '@portico/common/firm/preferences';
import {
  nextReminderDate,
  type ReminderFacts,
} from '@portico/common/questionnaires/reminder-schedule';
import type { QuestionnaireRecord } from '../questionnaire-record';
import type { ChangeDecision } from '../questionnaires.repo';

/** A firm as far as reminders read it. */
export interface ReminderFirm {
  preferences: Pick<FirmPreferences, 'questionnaire_reminder_frequency'>;
}

export const reminderFacts = (q: QuestionnaireRecord): ReminderFacts => ({
  sentAt: q.sentAt,
  lastFollowedUp: q.reminders.lastFollowedUp,
  dueDate: q.dueDate,
  isDraft: q.isDraft,
  locked: q.locked,
  completed: q.completed,
  remindersDisabled: q.reminders.disabled,
  deletedAt: q.deletedAt,
});

/** The questionnaire with its next reminder as the firm's frequency gives it. */
export function withNextReminder(q: QuestionnaireRecord, firm: ReminderFirm): QuestionnaireRecord {
  const next = nextReminderDate(
    reminderFacts(q),
    firm.preferences.questionnaire_reminder_frequency,
  );
  return { ...q, reminders: { ...q.reminders, next } };
}

/** A decided change, moving the next reminder too when the change moves it. */
export function keepingNextReminder(
  stored: QuestionnaireRecord,
  decision: ChangeDecision,
  firm: ReminderFirm,
): ChangeDecision {
  if (decision.after === stored) return decision;
  return { ...decision, after: withNextReminder(decision.after, firm) };
}
