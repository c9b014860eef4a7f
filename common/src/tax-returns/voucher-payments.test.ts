import { describe, expect, it } from 'vitest';
import type { PaymentVoucherDto } from './tax-return-model';
import { dueDatesCalendar, paymentPlace, voucherDue } from './voucher-payments';

const voucher = (patch: Partial<PaymentVoucherDto>): PaymentVoucherDto => ({
  id: 'v1',
  voucher_id: '1040-ES-1',
  custom_payment_name: null,
  amount: 1250,
  is_paid: false,
  is_due_asap: false,
  due_date: '2026-04-15',
  ...patch,
});
const about = {
  taxReturnId: 'r1',
  returnName: '2025 Form 1040, “joint”; final',
  firmName: 'Harborview Tax & Advisory',
  now: new Date('2026-03-01T10:20:30Z'),
};

describe('voucher payments', () => {
  it('says when a voucher is due in the client’s words', () => {
    expect(voucherDue(voucher({ is_due_asap: true, due_date: null }))).toBe('ASAP');
    expect(voucherDue(voucher({}))).toBe('2026-04-15');
    expect(voucherDue(voucher({ due_date: null }))).toBe('Not specified');
  });

  it('sends federal vouchers to the IRS, corporations to EFTPS, states to their list, others nowhere', () => {
    expect(paymentPlace(voucher({}))?.url).toBe('https://www.irs.gov/payments');
    expect(paymentPlace(voucher({ voucher_id: '1120-W' }))?.label).toBe('Pay through EFTPS');
    expect(paymentPlace(voucher({ voucher_id: 'state-payment' }))?.url).toContain('taxadmin.org');
    expect(paymentPlace(voucher({ voucher_id: 'other' }))).toBeNull();
  });

  it('makes an all-day event per unpaid dated voucher, escaped and folded, with two alarms', () => {
    const ics = dueDatesCalendar(
      [
        voucher({}),
        voucher({
          id: 'v2',
          voucher_id: 'other',
          custom_payment_name: 'City tax; 2026 — Zürich 市',
          due_date: '2026-12-31',
        }),
        voucher({ id: 'v3', is_due_asap: true, due_date: null }),
        voucher({ id: 'v4', is_paid: true }),
      ],
      about,
    )!;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART;VALUE=DATE:20260415\r\nDTEND;VALUE=DATE:20260416');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101');
    expect(ics).toContain('SUMMARY:Pay Form 1040-ES - Estimated Tax\\, 1st quarter ($1\\,250.00)');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Pay City tax\\; 2026 — Zürich 市 ($1\\,250.00)',
    );
    expect(ics).toContain('DTSTAMP:20260301T102030Z');
    expect(ics.match(/TRIGGER:-P7D/g)).toHaveLength(2);
    for (const line of ics.split('\r\n'))
      // Its UTF-8 octets: each %XX of its URI encoding is one.
      expect(encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, '.').length).toBeLessThanOrEqual(75);
    // Unfolded, the description reads whole.
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:$1\\,250.00 due for 2025 Form 1040\\, “joint”\\; final\\, as Harborview Tax & Advisory prepared it.\\nPay the IRS online: https://www.irs.gov/payments',
    );
  });

  it('makes no calendar when no voucher has a date', () => {
    expect(dueDatesCalendar([voucher({ is_due_asap: true, due_date: null })], about)).toBeNull();
  });
});
