// The due badge of a client's questionnaire card (spec 2 §2 "Client-side questionnaire cards"):
// 'Due Today!' within a day, overdue wording after the date, else the date itself.
import { formatCalendarDate } from '../format/calendar-date';
import { countNoun } from '../format/count-noun';

export const DUE_TODAY = 'Due Today!';

export interface DueBadge {
  text: string;
  tone: 'error' | 'warning' | 'default';
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** null when there is no due date or nothing is due any more. */
export function dueBadge(dueDate: string | null, today: string, done: boolean): DueBadge | null {
  if (!dueDate || done) return null;
  const days = dayNumber(dueDate) - dayNumber(today);
  if (days < 0) return { text: `Overdue by ${countNoun(-days, 'day')}`, tone: 'error' };
  if (days <= 1) return { text: DUE_TODAY, tone: 'warning' };
  return { text: `Due ${formatCalendarDate(dueDate)}`, tone: 'default' };
}
