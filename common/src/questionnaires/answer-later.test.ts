// Answer Later dates (spec 2 §5) and the card's due badge (spec 2 §2).
import { describe, expect, it } from 'vitest';
import { addDays, answerLaterDateError, isPastDue } from './answer-later';
import { DUE_TODAY, dueBadge } from './due-badge';

describe('answer later dates', () => {
  const ctx = { today: '2026-11-24', dueDate: '2026-12-15', upload: false };

  it('takes a date after today, this year, before the due date', () => {
    expect(answerLaterDateError(addDays('2026-11-24', 7), ctx)).toBeNull();
  });

  it.each([
    ['2026-11-24', 'Answer later date must be in the future'],
    ['2026-11-01', 'Answer later date must be in the future'],
    ['2027-01-04', 'Answer later date must be in the current year'],
    ['2026-12-15', 'Answer later date must be before the due date: Dec 15, 2026'],
    ['2026-12-31', 'Answer later date must be before the due date: Dec 15, 2026'],
    ['not a date', 'Invalid date'],
  ])('refuses %s: %s', (date, message) => {
    expect(answerLaterDateError(date, ctx)).toBe(message);
  });

  it('says Upload for an upload question', () => {
    expect(answerLaterDateError('2026-11-20', { ...ctx, upload: true })).toBe(
      'Upload later date must be in the future',
    );
  });

  it('is off after the due date', () => {
    expect(isPastDue('2026-11-23', '2026-11-24')).toBe(true);
    expect(isPastDue('2026-11-24', '2026-11-24')).toBe(false);
    expect(isPastDue(null, '2026-11-24')).toBe(false);
  });
});

describe('due badge', () => {
  it.each([
    ['2026-11-24', DUE_TODAY],
    ['2026-11-25', DUE_TODAY],
    ['2026-11-26', 'Due Nov 26, 2026'],
    ['2026-11-23', 'Overdue by 1 day'],
    ['2026-11-14', 'Overdue by 10 days'],
  ])('due %s reads %s', (due, text) => {
    expect(dueBadge(due, '2026-11-24', false)?.text).toBe(text);
  });

  it('shows nothing without a due date or once done', () => {
    expect(dueBadge(null, '2026-11-24', false)).toBeNull();
    expect(dueBadge('2026-11-14', '2026-11-24', true)).toBeNull();
  });
});
