// A scheduled message's time as the viewer picks it: a day and a time of day in their own time
// zone (spec 3 §5: tomorrow at 09:00 by default, the day no earlier than today, the moment in
// the future).
import { MESSAGING_MESSAGES } from '@portico/common/messaging/conversations';

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The fields showing `d` in the viewer's time zone. */
export const toLocalDateTime = (d: Date): LocalDateTime => ({
  date: localDate(d),
  time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
});

/** Today, for the day field's minimum. */
export const localToday = (now: Date) => localDate(now);

/** Spec 3 §5: a new schedule starts tomorrow at 09:00. */
export function defaultScheduleTime(now: Date): LocalDateTime {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { date: localDate(tomorrow), time: '09:00' };
}

/** The moment the fields name, or null while they are incomplete. */
export function fromLocalDateTime({ date, time }: LocalDateTime): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** What is wrong with the picked time, or null. */
export function scheduleTimeError(value: LocalDateTime, now: Date): string | null {
  const at = fromLocalDateTime(value);
  if (!at) return 'Please choose a day and a time';
  return at <= now ? MESSAGING_MESSAGES.futureDate : null;
}
