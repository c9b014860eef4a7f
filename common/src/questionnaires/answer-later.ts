// Answer Later and Upload Later dates (spec 2 §5 "Answer-later and upload-later date"): the
// default, the three messages, and when the action is offered at all.
import { formatCalendarDate, isCalendarDate } from '../format/calendar-date';

export const ANSWER_LATER_DEFAULT_DAYS = 7;
export const PAST_DUE = 'Questionnaire is past the due date.';

/** A calendar date (YYYY-MM-DD) some days after another. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface AnswerLaterContext {
  /** Today, YYYY-MM-DD, as the one choosing sees it. */
  today: string;
  dueDate: string | null;
  /** An upload question: the messages say Upload. */
  upload: boolean;
}

/** The first rule the date breaks, in the spec's words, or null when it is a good date. */
export function answerLaterDateError(date: string, { today, dueDate, upload }: AnswerLaterContext) {
  const what = upload ? 'Upload later date' : 'Answer later date';
  if (!isCalendarDate(date)) return 'Invalid date';
  if (date <= today) return `${what} must be in the future`;
  if (date.slice(0, 4) !== today.slice(0, 4)) return `${what} must be in the current year`;
  if (dueDate && date >= dueDate)
    return `${what} must be before the due date: ${formatCalendarDate(dueDate)}`;
  return null;
}

/** Answer Later is off once the due date has passed (spec 2 §5). */
export const isPastDue = (dueDate: string | null, today: string) =>
  dueDate !== null && dueDate < today;
