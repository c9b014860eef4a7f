import { describe, expect, it } from 'vitest';
import type { PaymentVoucherDto } from './tax-return-model';
import { nextVoucherDue, voucherReminderMail, vouchersDue } from './voucher-reminders';

const voucher = (id: string, patch: Partial<PaymentVoucherDto>): PaymentVoucherDto => ({
  id,
  voucher_id: '1040-ES-1',
  custom_payment_name: null,
  amount: 1250,
  is_paid: false,
  is_due_asap: false,
  due_date: '2026-04-15',
  ...patch,
});

describe('voucher reminders', () => {
  const vouchers = [
    voucher('asap', { is_due_asap: true, due_date: null }),
    voucher('paid', { is_paid: true, due_date: '2026-03-20' }),
    voucher('said', { client_marked_paid_at: '2026-03-01T00:00:00Z', due_date: '2026-03-21' }),
    voucher('gone', { due_date: '2026-03-01' }),
    voucher('april', { due_date: '2026-04-15' }),
    voucher('june', { due_date: '2026-06-15', voucher_id: '1040-ES-2' }),
    voucher('done', { due_date: '2026-04-10', due_reminded_at: '2026-04-03T10:00:00Z' }),
  ];

  it('counts down to the earliest dated voucher neither paid, said paid nor reminded', () => {
    expect(nextVoucherDue(vouchers)?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(nextVoucherDue(vouchers.filter((v) => v.id !== 'gone'))?.toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
    expect(nextVoucherDue([vouchers[0]!, vouchers[1]!])).toBeNull();
  });

  it('tells of those due within a week from today on, and only marks those past', () => {
    const early = vouchersDue(vouchers, new Date('2026-04-07T23:00:00Z'));
    expect([early.tell.map((v) => v.id), early.passed.map((v) => v.id)]).toEqual([[], ['gone']]);
    const week = vouchersDue(vouchers, new Date('2026-04-08T00:30:00Z'));
    expect(week.tell.map((v) => v.id)).toEqual(['april']);
    const day = vouchersDue(vouchers, new Date('2026-04-15T20:00:00Z'));
    expect(day.tell.map((v) => v.id)).toEqual(['april']);
    const after = vouchersDue(vouchers, new Date('2026-04-16T00:00:00Z'));
    expect([after.tell.length, after.passed.map((v) => v.id)]).toEqual([0, ['gone', 'april']]);
  });

  it('names each voucher with its amount and date', () => {
    const mail = voucherReminderMail([vouchers[4]!, vouchers[5]!], {
      taxYear: 2025,
      firmName: 'Harborview',
      link: 'https://portal/x',
    });
    expect(mail.subject).toBe(
      'Reminder: a tax payment from your 2025 return is due April 15, 2026',
    );
    expect(mail.text).toContain('Tax payments are due soon');
    expect(mail.text).toContain('$1,250.00, due June 15, 2026');
    expect(mail.sms).not.toMatch(/[\r\n]/);
  });
});
