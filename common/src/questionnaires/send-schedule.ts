// When a recurring send goes next (spec 2 §9 frequencies): weekly, monthly and quarterly from the
// last send, on the same day of the month where the month has it (else its last day); month_end
// and month_start on the next month's last or first day; yearly a year on. Sends go at 10:00 UTC,
// the hour reminders keep too. 'once' has no next send.
import type { SendFrequency } from './entity-questionnaires';

export const SEND_HOUR_UTC = 10;

const at = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day, SEND_HOUR_UTC));
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `months` after `date`, on the anchor's day, or that month's last day when it is shorter. */
function addMonths(date: Date, months: number, anchorDay: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const day = Math.min(anchorDay, daysIn(target.getUTCFullYear(), target.getUTCMonth()));
  return at(target.getUTCFullYear(), target.getUTCMonth(), day);
}

/**
 * The next send after one made at `last`, or null when the send does not repeat. Monthly,
 * quarterly and yearly sends keep the first send's day (`first`): Jan 31, Feb 28, Mar 31.
 */
export function nextSendAfter(
  last: Date,
  frequency: SendFrequency,
  first: Date = last,
): Date | null {
  const anchorDay = first.getUTCDate();
  const y = last.getUTCFullYear();
  const m = last.getUTCMonth();
  switch (frequency) {
    case 'once':
      return null;
    case 'weekly':
      return at(y, m, last.getUTCDate() + 7);
    case 'monthly':
      return addMonths(last, 1, anchorDay);
    case 'quarterly':
      return addMonths(last, 3, anchorDay);
    case 'yearly':
      return addMonths(last, 12, anchorDay);
    case 'month_end': {
      // The end of this month when the last send came before it, else of the next month.
      const thisEnd = at(y, m, daysIn(y, m));
      return last.getUTCDate() < daysIn(y, m) ? thisEnd : at(y, m + 1, daysIn(y, m + 1));
    }
    case 'month_start':
      return at(y, m + 1, 1);
  }
}
