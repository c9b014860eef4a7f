// Reminding a client of a payment voucher's due date (issue 45): a week before it, once per
// voucher, while it is neither paid nor said paid by the client. Vouchers due 'ASAP' or on no date
// have nothing to count down to. What the client is told.
import { formatUsd } from '../format/money';
import { voucherName } from './delivery-catalogue';
import type { PaymentVoucherDto } from './tax-return-model';

/** How many days before its due date a voucher is reminded of. */
export const VOUCHER_REMINDER_DAYS = 7;

const DAY_MS = 86_400_000;

/** A voucher still to be reminded of: dated, unpaid, not said paid, not reminded yet. */
const awaitsReminder = (v: PaymentVoucherDto): v is PaymentVoucherDto & { due_date: string } =>
  !v.is_paid &&
  !v.client_marked_paid_at &&
  !v.is_due_asap &&
  v.due_date !== null &&
  !v.due_reminded_at;

/** The earliest due date a voucher still awaits its reminder for (midnight UTC), or null. */
export function nextVoucherDue(vouchers: readonly PaymentVoucherDto[]): Date | null {
  const dates = vouchers
    .filter(awaitsReminder)
    .map((v) => v.due_date)
    .sort();
  return dates[0] ? new Date(`${dates[0]}T00:00:00Z`) : null;
}

/** The day (YYYY-MM-DD, UTC) from which a voucher due on `dueDate` is reminded of. */
const reminderDay = (dueDate: string) =>
  new Date(Date.parse(`${dueDate}T00:00:00Z`) - VOUCHER_REMINDER_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);

/**
 * The vouchers whose reminder has come on `now`: those due from today on are told to the client;
 * those whose date has passed already are only marked, so they never come up again.
 */
export function vouchersDue(
  vouchers: readonly PaymentVoucherDto[],
  now: Date,
): { tell: PaymentVoucherDto[]; passed: PaymentVoucherDto[] } {
  const today = now.toISOString().slice(0, 10);
  const come = vouchers.filter((v) => awaitsReminder(v) && reminderDay(v.due_date!) <= today);
  return {
    tell: come.filter((v) => v.due_date! >= today),
    passed: come.filter((v) => v.due_date! < today),
  };
}

/** "April 15, 2026", as the client reads a due date. */
export const dueDateWords = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const VOUCHER_REMINDER_LOG = 'Payment due date reminder sent';

export function voucherReminderMail(
  vouchers: readonly PaymentVoucherDto[],
  about: { taxYear: number; firmName: string; link: string },
) {
  const lines = vouchers.map(
    (v) => `- ${voucherName(v)}: ${formatUsd(v.amount)}, due ${dueDateWords(v.due_date!)}`,
  );
  const first = vouchers[0]!;
  const when = dueDateWords(first.due_date!);
  const what = vouchers.length === 1 ? 'A tax payment is' : 'Tax payments are';
  return {
    subject: `Reminder: a tax payment from your ${about.taxYear} return is due ${when}`,
    text: `${what} due soon on your ${about.taxYear} tax return, prepared by ${about.firmName}:\n\n${lines.join('\n')}\n\nWhere to pay and the due dates for your calendar:\n\n${about.link}\n\nIf you have paid already, open the link and choose "I paid it" so ${about.firmName} knows.`,
    sms: `${about.firmName}: ${voucherName(first)} (${formatUsd(first.amount)}) from your ${about.taxYear} tax return is due ${when}. Where to pay: ${about.link}`,
  };
}
