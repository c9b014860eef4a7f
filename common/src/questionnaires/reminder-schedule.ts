// When a questionnaire's next reminder goes (spec 2 §4 "Reminders"): its last follow-up (or its
// sent date) plus the firm's reminder frequency in days, not before 10:00 UTC that day, and only
// before the due date; none for a draft, a locked, completed or deleted questionnaire, or one
// whose reminders are off.
import { SEND_HOUR_UTC } from './send-schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rule reads of a questionnaire. */
export interface ReminderFacts {
  sentAt: Date | null;
  lastFollowedUp: Date | null;
  /** The due day's start (00:00 UTC), or null when it has none. */
  dueDate: Date | null;
  isDraft: boolean;
  locked: boolean;
  completed: boolean;
  remindersDisabled: boolean;
  deletedAt: Date | null;
}

/** Reminders go to it at all: sent, open, not deleted, and not turned off. */
export const takesReminders = (q: ReminderFacts): boolean =>
  !q.isDraft && !q.locked && !q.completed && !q.remindersDisabled && q.deletedAt === null;

/** The next reminder, or null when none is due (the `earliest_remind_date` kept on it). */
export function nextReminderDate(q: ReminderFacts, frequencyDays: number): Date | null {
  const from = q.lastFollowedUp ?? q.sentAt;
  if (!from || !takesReminders(q)) return null;
  const at = new Date(from.getTime() + frequencyDays * DAY_MS);
  const floor = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), SEND_HOUR_UTC),
  );
  const next = at < floor ? floor : at;
  return q.dueDate && next >= q.dueDate ? null : next;
}

/**
 * A reminder goes at `now`: one is due by then, and the due date has not come (a run that comes
 * late sends nothing after it).
 */
export function reminderDueAt(q: ReminderFacts, frequencyDays: number, now: Date): boolean {
  const next = nextReminderDate(q, frequencyDays);
  return next !== null && next <= now && (q.dueDate === null || now < q.dueDate);
}
