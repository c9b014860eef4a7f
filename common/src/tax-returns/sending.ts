// A classified return sent to its signers (spec 3 §4: action_required → sending → sent): what each
// signer is told, and what the return asks of them. Our words; the spec shows none.
import type {
  ESignFormDto,
  InvoiceDto,
  PaymentVoucherDto,
  SignerDto,
  TaxReturnSummaryDto,
} from './tax-return-model';

/** The statuses a return is in once it has been delivered to its signers. */
export const DELIVERED_STATUSES = [
  'sent',
  'signed',
  'completed',
  'finished',
  'paid',
  'invoice_paid',
] as const;

export const isDelivered = (status: string) =>
  (DELIVERED_STATUSES as readonly string[]).includes(status);

/** "2 forms to sign and 3 payments" — what a signer is asked, in a few words. */
export function askedOf(
  forms: readonly ESignFormDto[],
  vouchers: readonly PaymentVoucherDto[],
  invoice: InvoiceDto | null,
): string {
  const payments = vouchers.length + (invoice && invoice.amount > 0 ? 1 : 0);
  const parts = [
    forms.length > 0 ? `${forms.length} ${forms.length === 1 ? 'form' : 'forms'} to sign` : '',
    payments > 0 ? `${payments} ${payments === 1 ? 'payment' : 'payments'}` : '',
  ].filter(Boolean);
  return parts.join(' and ') || 'nothing to do';
}

/** The mail (and SMS) to each signer when their return is sent. */
export const SENDING_MESSAGES = {
  /** The return's error once its file was deleted from the vault between Send and sending. */
  fileGone:
    'Its file was deleted from Documents before it could be sent. Restore the file, or upload the return again.',
} as const;

export const returnSentMail = (taxYear: number, firmName: string, asked: string, link: string) => ({
  subject: `Your ${taxYear} tax return is ready`,
  text: `${firmName} has finished your ${taxYear} tax return. It has ${asked}. Open it here:\n\n${link}`,
  sms: `${firmName}: your ${taxYear} tax return is ready (${asked}): ${link}`,
});

/** GET /tax_returns/{id}/delivery's answer: the return and what it asks of its signers. */
export interface DeliveredReturnDto {
  tax_return: TaxReturnSummaryDto;
  e_sign_forms: ESignFormDto[];
  payment_vouchers: PaymentVoucherDto[];
  invoice: InvoiceDto | null;
  signers: SignerDto[];
  /** The client may pay the invoice by card here (the firm takes card payments). */
  invoice_payable: boolean;
}
