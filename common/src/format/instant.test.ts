import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './instant';

describe('instants for display', () => {
  it('shows the day, and the day with its time, of a timestamp', () => {
    const at = new Date(2026, 10, 28, 16, 5).toISOString();
    expect(formatDay(at)).toBe('Nov 28, 2026');
    expect(formatDateTime(at)).toBe('Nov 28, 2026, 4:05 PM');
  });

  it('shows what is not a time as it is', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});
