import { describe, expect, it } from 'vitest';
import { formatCalendarDate, toCalendarDate } from './calendar-date';

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
});
