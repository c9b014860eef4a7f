// Calendar dates (YYYY-MM-DD, no time of day) for display: 'Apr 15, 2026' wherever the reader is.
const FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * Whether `value` is a day that exists, written YYYY-MM-DD: '2027-02-30' and '2027-04-31' are not
 * (Date.parse would roll them over into March and May).
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The calendar date of an instant, as the UTC day it falls on. */
export const toCalendarDate = (date: Date): string => date.toISOString().slice(0, 10);

export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : FORMAT.format(parsed);
}
