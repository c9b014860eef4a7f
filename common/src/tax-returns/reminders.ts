// Reminding a sent return's signers (spec 3 §2 "Send reminder", §4 the reminder toggle; issue 44):
// a return is reminded of while it has been sent and something is missing (a signature or a
// payment), its reminders are on and it is not finished or completed; then every so many days of
// the firm's reminder cadence, or when staff send one. What a signer is told.
import { isComplete } from './delivery-progress';
import { isDelivered } from './sending';
import type { TaxReturnSummaryDto } from './tax-return-model';

export const REMINDER_MESSAGES = {
  nothingMissing: 'Nothing is missing on this tax return: there is nobody to remind',
  remindersOff: 'Reminders are turned off for this tax return',
  sent: 'Reminder sent',
} as const;

/** Whether a return still has something its signers are asked for. */
export const somethingMissing = (
  tax: Pick<TaxReturnSummaryDto, 'signatures' | 'payments'>,
): boolean => !isComplete(tax.signatures) || !isComplete(tax.payments);

/** Whether the reminder job reminds of it. */
export const remindable = (
  tax: Pick<TaxReturnSummaryDto, 'status' | 'reminder_disabled' | 'signatures' | 'payments'>,
) =>
  isDelivered(tax.status) &&
  tax.status !== 'finished' &&
  tax.status !== 'completed' &&
  !tax.reminder_disabled &&
  somethingMissing(tax);

/** "2 signatures and 1 payment". */
function missingWords(tax: Pick<TaxReturnSummaryDto, 'signatures' | 'payments'>): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const signatures = tax.signatures.total - tax.signatures.done;
  const payments = tax.payments.total - tax.payments.done;
  return [
    signatures > 0 ? count(signatures, 'signature') : '',
    payments > 0 ? count(payments, 'payment') : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

export const reminderMail = (
  tax: Pick<TaxReturnSummaryDto, 'tax_year' | 'signatures' | 'payments'>,
  firmName: string,
  link: string,
) => ({
  subject: `Reminder: your ${tax.tax_year} tax return is waiting for you`,
  text: `${firmName} is still waiting for ${missingWords(tax)} on your ${tax.tax_year} tax return. Open it here:\n\n${link}`,
  sms: `${firmName}: your ${tax.tax_year} tax return still needs ${missingWords(tax)}: ${link}`,
});
