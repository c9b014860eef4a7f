import { describe, expect, it } from 'vitest';
import { formatCalendarDate, isCalendarDate, toCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('shows the same day whatever the time zone', () => {
    expect(formatCalendarDate('2026-04-15')).toBe('Apr 15, 2026');
  });
  it('takes the UTC day of an instant', () => {
    expect(toCalendarDate(new Date('2026-04-15T23:30:00Z'))).toBe('2026-04-15');
  });
  it('leaves text that is not a date as it is', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
  });
  it('knows which days exist', () => {
    for (const day of ['2027-02-28', '2028-02-29', '2027-12-31'])
      expect(isCalendarDate(day)).toBe(true);
    for (const day of ['2027-02-29', '2027-02-30', '2027-04-31', '2027-13-01', '2027-1-01', ''])
      expect(isCalendarDate(day), day).toBe(false);
  });
});
