// Calendar dates (YYYY-MM-DD, no time of day) for display: 'Apr 15, 2026' wherever the reader is.
const FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The calendar date of an instant, as the UTC day it falls on. */
export const toCalendarDate = (date: Date): string => date.toISOString().slice(0, 10);

export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : FORMAT.format(parsed);
}
