import { describe, expect, it } from 'vitest';
import { nextReminderDate, reminderDueAt, type ReminderFacts } from './reminder-schedule';

const at = (iso: string) => new Date(iso);
const sent = (overrides: Partial<ReminderFacts> = {}): ReminderFacts => ({
  sentAt: at('2026-03-02T17:00:00Z'),
  lastFollowedUp: null,
  dueDate: at('2026-05-01T00:00:00Z'),
  isDraft: false,
  locked: false,
  completed: false,
  remindersDisabled: false,
  deletedAt: null,
  ...overrides,
});
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('the next reminder', () => {
  it('comes the frequency after the sent date, then after the last follow-up', () => {
    expect(iso(nextReminderDate(sent(), 7))).toBe('2026-03-09T17:00:00.000Z');
    expect(iso(nextReminderDate(sent(), 30))).toBe('2026-04-01T17:00:00.000Z');
    const followed = sent({ lastFollowedUp: at('2026-03-09T17:05:00Z') });
    expect(iso(nextReminderDate(followed, 7))).toBe('2026-03-16T17:05:00.000Z');
  });

  it('is never earlier than 10:00 UTC on its day', () => {
    const early = sent({ sentAt: at('2026-03-02T03:15:00Z') });
    expect(iso(nextReminderDate(early, 7))).toBe('2026-03-09T10:00:00.000Z');
    const justBefore = sent({ sentAt: at('2026-03-02T09:59:59Z') });
    expect(iso(nextReminderDate(justBefore, 1))).toBe('2026-03-03T10:00:00.000Z');
    const onTheHour = sent({ sentAt: at('2026-03-02T10:00:00Z') });
    expect(iso(nextReminderDate(onTheHour, 1))).toBe('2026-03-03T10:00:00.000Z');
  });

  it('comes only before the due date, and keeps coming without one', () => {
    const due = at('2026-03-16T00:00:00Z');
    expect(iso(nextReminderDate(sent({ dueDate: due }), 7))).toBe('2026-03-09T17:00:00.000Z');
    // The next would fall on the due day itself: none.
    const last = sent({ dueDate: due, lastFollowedUp: at('2026-03-09T17:00:00Z') });
    expect(nextReminderDate(last, 7)).toBeNull();
    const undated = sent({ dueDate: null, lastFollowedUp: at('2027-01-01T12:00:00Z') });
    expect(iso(nextReminderDate(undated, 7))).toBe('2027-01-08T12:00:00.000Z');
  });

  it('is none for a draft, a locked, completed or deleted questionnaire, or reminders off', () => {
    for (const q of [
      sent({ isDraft: true, sentAt: null }),
      sent({ isDraft: true }),
      sent({ locked: true }),
      sent({ completed: true }),
      sent({ remindersDisabled: true }),
      sent({ deletedAt: at('2026-03-03T00:00:00Z') }),
      sent({ sentAt: null }),
    ])
      expect(nextReminderDate(q, 7)).toBeNull();
  });
});

describe('a reminder due now', () => {
  it('goes once its date has come, and not once the due date has come', () => {
    const q = sent({ dueDate: at('2026-03-10T00:00:00Z') });
    expect(reminderDueAt(q, 7, at('2026-03-09T16:59:59Z'))).toBe(false);
    expect(reminderDueAt(q, 7, at('2026-03-09T17:00:00Z'))).toBe(true);
    expect(reminderDueAt(q, 7, at('2026-03-09T23:59:59Z'))).toBe(true);
    // A run that comes late, on the due day or after it, sends nothing.
    expect(reminderDueAt(q, 7, at('2026-03-10T10:00:00Z'))).toBe(false);
    expect(reminderDueAt(sent({ locked: true }), 7, at('2026-04-01T00:00:00Z'))).toBe(false);
  });
});
