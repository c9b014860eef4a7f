// A return's head after its parts changed: the progress columns summed up from its forms and
// vouchers (and the invoice), and when a voucher's due date is next reminded of, written in the
// transaction that changes them.
import {
  paymentProgress,
  paymentSummary,
  signatureSummary,
} from '@portico/common/tax-returns/delivery-progress';
import { nextVoucherDue } from '@portico/common/tax-returns/voucher-reminders';
import type {
  ESignFormDto,
  InvoiceDto,
  PaymentVoucherDto,
} from '@portico/common/tax-returns/tax-return-model';

export const summedUp = (
  parts: { forms: ESignFormDto[]; vouchers: PaymentVoucherDto[] },
  invoice: InvoiceDto | null,
) => ({
  signatures: signatureSummary(parts.forms),
  payments: paymentSummary(parts.vouchers, invoice),
  vouchers: paymentProgress(parts.vouchers, null),
  invoice,
  nextVoucherDueAt: nextVoucherDue(parts.vouchers),
});
