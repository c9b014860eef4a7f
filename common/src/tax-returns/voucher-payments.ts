// What a client does with a return's payment vouchers (issue 45): where each is paid (the tax
// authority's own payment page — we never take tax payments), when it is due ("ASAP", a date, or
// "Not specified"), the due dates as a calendar file (.ics, RFC 5545) to add to their calendar, and
// "I paid it", which tells the firm (who confirm it by marking the voucher paid).
import { boolean, object, type InferType } from 'yup';
import { formatUsd } from '../format/money';
import { voucherName } from './delivery-catalogue';
import type { PaymentVoucherDto } from './tax-return-model';

export interface PaymentPlace {
  label: string;
  url: string;
}

const IRS: PaymentPlace = { label: 'Pay the IRS online', url: 'https://www.irs.gov/payments' };
/** Corporations pay federal tax deposits through EFTPS. */
const EFTPS: PaymentPlace = { label: 'Pay through EFTPS', url: 'https://www.eftps.gov/eftps/' };
/** The Federation of Tax Administrators' list of every state's tax agency. */
const STATES: PaymentPlace = {
  label: 'Find your state’s payment page',
  url: 'https://taxadmin.org/state-tax-agencies/',
};

const PLACES: Record<string, PaymentPlace> = {
  '1040-V': IRS,
  '1040-ES-1': IRS,
  '1040-ES-2': IRS,
  '1040-ES-3': IRS,
  '1040-ES-4': IRS,
  '4868': IRS,
  '1041-ES': IRS,
  '1120-W': EFTPS,
  'state-payment': STATES,
  'state-estimated': STATES,
};

/** Where a voucher is paid; null for one the advisor named ('other'). */
export const paymentPlace = (v: Pick<PaymentVoucherDto, 'voucher_id'>): PaymentPlace | null =>
  PLACES[v.voucher_id] ?? null;

/** When a voucher is due, in the client's words: 'ASAP', its date, or 'Not specified'. */
export const voucherDue = (v: Pick<PaymentVoucherDto, 'is_due_asap' | 'due_date'>) =>
  v.is_due_asap ? 'ASAP' : (v.due_date ?? 'Not specified');

export const VOUCHER_PAYMENT_MESSAGES = {
  markedPaid: 'Thank you. Your firm has been told you paid it.',
  unmarked: 'Marked as not paid yet',
  notAVoucher: 'That payment voucher is not on this tax return',
} as const;

export const clientVoucherPaidSchema = object({
  paid: boolean().required('paid is missing'),
}).noUnknown();
export type ClientVoucherPaidInput = InferType<typeof clientVoucherPaidSchema>;

/** Text in an iCalendar property: backslash, semicolon, comma and line breaks escaped. */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** The octets a character takes in UTF-8 (common/ has no TextEncoder). */
const utf8Octets = (char: string) => {
  const point = char.codePointAt(0) ?? 0;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
};

/** Lines longer than 75 octets folded, as RFC 5545 §3.1 asks (a space starts each follow-on). */
function folded(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    const size = utf8Octets(char);
    if (octets + size > limit) {
      parts.push(current);
      current = char;
      octets = size;
    } else {
      current += char;
      octets += size;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (isoDate: string) => isoDate.replace(/-/g, '');
const nextDay = (isoDate: string) => {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * The vouchers with a due date as all-day events of one calendar, each reminding a week and a day
 * before; null when none has a date.
 */
export function dueDatesCalendar(
  vouchers: readonly PaymentVoucherDto[],
  about: { taxReturnId: string; returnName: string; firmName: string; now: Date },
): string | null {
  const dated = vouchers.filter((v) => !v.is_paid && !v.is_due_asap && v.due_date);
  if (dated.length === 0) return null;
  const stamp = `${about.now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portico//Tax payment due dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...dated.flatMap((v) => {
      const place = paymentPlace(v);
      const description = [
        `${formatUsd(v.amount)} due for ${about.returnName}, as ${about.firmName} prepared it.`,
        place ? `${place.label}: ${place.url}` : '',
      ]
        .filter(Boolean)
        .join('\n');
      return [
        'BEGIN:VEVENT',
        `UID:${v.id}.${about.taxReturnId}@portico`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${basicDate(v.due_date!)}`,
        `DTEND;VALUE=DATE:${basicDate(nextDay(v.due_date!))}`,
        `SUMMARY:${icsText(`Pay ${voucherName(v)} (${formatUsd(v.amount)})`)}`,
        `DESCRIPTION:${icsText(description)}`,
        ...(place ? [`URL:${place.url}`] : []),
        'TRANSP:TRANSPARENT',
        ...['-P7D', '-P1D'].flatMap((before) => [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${icsText(`${voucherName(v)} is due ${v.due_date}`)}`,
          `TRIGGER:${before}`,
          'END:VALARM',
        ]),
        'END:VEVENT',
      ];
    }),
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}
