// How far a delivered return is (spec 3 §4 "Signature progress", §9 tooltips and sort order):
// the signatures done of those asked, the payments made of those due, the tooltips the table shows
// for both, and the signatures column's order. Derived once here for the server's stored counts
// and the screen alike.
import { voucherName } from './delivery-catalogue';
import type {
  ESignFormDto,
  InvoiceDto,
  PaymentVoucherDto,
  Progress,
  ProgressSummary,
  SignatureDto,
  Tooltip,
} from './tax-return-model';

export type { Progress, Tooltip } from './tax-return-model';

/** A form's signature is done by a wet-signed copy when the form asks for one, else by e-sign. */
export function isSignatureDone(form: ESignFormDto, signature: SignatureDto): boolean {
  if (form.wetSignaturesRequired) return form.wetSignatures.length > 0;
  return Boolean(signature.signatureData) || signature.isMarkedSigned;
}

export function signatureProgress(forms: ESignFormDto[]): Progress {
  let done = 0;
  let total = 0;
  for (const form of forms)
    for (const signature of form.signatures) {
      total += 1;
      if (isSignatureDone(form, signature)) done += 1;
    }
  return { done, total };
}

/** Every payment asked for: the vouchers, and the invoice when there is one to pay. */
export function paymentProgress(
  vouchers: PaymentVoucherDto[],
  invoice: InvoiceDto | null,
): Progress {
  const invoiceDue = invoice !== null && invoice.amount > 0;
  return {
    done: vouchers.filter((v) => v.is_paid).length + (invoiceDue && invoice.paid ? 1 : 0),
    total: vouchers.length + (invoiceDue ? 1 : 0),
  };
}

export const isComplete = (p: Progress) => p.done === p.total;

export const INVOICE_LINE = 'Tax Service Invoice - Due now';

/** The signatures cell's tooltip: what is asked, and on which forms signatures are missing. */
export function signatureTooltip(forms: ESignFormDto[]): Tooltip {
  const progress = signatureProgress(forms);
  if (progress.total === 0) return { title: 'No signatures requested.', lines: [] };
  if (isComplete(progress)) return { title: 'All signatures completed', lines: [] };
  const missing = progress.total - progress.done;
  return {
    title: `${missing} signature(s) still needed on these forms:`,
    lines: forms
      .filter((form) => form.signatures.some((s) => !isSignatureDone(form, s)))
      .map((form) => form.form_name),
  };
}

/** 'Due now' for a voucher due as soon as possible, else its due date as written (YYYY-MM-DD). */
export const dueWords = (v: PaymentVoucherDto) =>
  v.is_due_asap || !v.due_date ? 'Due now' : `Due ${v.due_date}`;

/** The payments cell's tooltip: the invoice first, then each unpaid voucher. */
export function paymentTooltip(vouchers: PaymentVoucherDto[], invoice: InvoiceDto | null): Tooltip {
  const progress = paymentProgress(vouchers, invoice);
  if (progress.total === 0) return { title: 'No tax payments requested.', lines: [] };
  if (isComplete(progress)) return { title: 'All tax payments completed', lines: [] };
  const lines = [
    ...(invoice && invoice.amount > 0 && !invoice.paid ? [INVOICE_LINE] : []),
    ...vouchers.filter((v) => !v.is_paid).map((v) => `${voucherName(v)} - ${dueWords(v)}`),
  ];
  return { title: `${progress.total - progress.done} payment(s) still needed:`, lines };
}

/**
 * The signatures column's order (spec 3 §9): returns still missing signatures first, then those
 * asking more signatures, then those with more done.
 */
export function compareSignatureProgress(a: Progress, b: Progress): number {
  const aOpen = a.done < a.total ? 0 : 1;
  const bOpen = b.done < b.total ? 0 : 1;
  return aOpen - bOpen || b.total - a.total || b.done - a.done;
}

export const signatureSummary = (forms: ESignFormDto[]): ProgressSummary => ({
  ...signatureProgress(forms),
  tooltip: signatureTooltip(forms),
});

export const paymentSummary = (
  vouchers: PaymentVoucherDto[],
  invoice: InvoiceDto | null,
): ProgressSummary => ({
  ...paymentProgress(vouchers, invoice),
  tooltip: paymentTooltip(vouchers, invoice),
});

/**
 * The progress columns' order (spec 3 §9 for signatures, payments alike; the Signatures table's too): ascending puts those
 * still missing something first, then those asking more, then those with more done.
 */
export const progressSort = (p: Progress) =>
  (p.done < p.total ? 0 : 1) * 1_000_000 + (999 - Math.min(p.total, 999)) * 1000 + (999 - p.done);
