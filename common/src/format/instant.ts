// Instants (ISO 8601 timestamps) for display, in the reader's time zone: 'Nov 28, 2026' for the
// day, 'Nov 28, 2026, 4:05 PM' with the time. Something that is not a time is shown as given.
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function formatWith(format: Intl.DateTimeFormat, instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : format.format(date);
}

/** The day an instant falls on where the reader is. */
export const formatDay = (instant: string): string => formatWith(DAY, instant);

/** The day and time of an instant where the reader is. */
export const formatDateTime = (instant: string): string => formatWith(DAY_AND_TIME, instant);
