// What a return's own text says it holds (issue 44: "the forms the text pipeline recognised are
// pre-suggested"): the e-file authorisations to sign and on which pages, and the payment vouchers
// with their amounts and due dates, read from each page's text layer. The advisor confirms or
// changes them; a page with no text (a scan) suggests nothing.
import type { ClassificationSuggestions } from '@portico/common/tax-returns/classification';

/** Catalogue form ids by what their page says (the most specific first). */
const FORM_MARKS: { id: string; mark: RegExp }[] = [
  { id: '8879-PE', mark: /\bForm\s+8879-PE\b/i },
  { id: '8879-S', mark: /\bForm\s+8879-S\b/i },
  { id: '8879-C', mark: /\bForm\s+8879-C\b/i },
  { id: '8879-F', mark: /\bForm\s+8879-F\b/i },
  { id: '8879-EO', mark: /\bForm\s+8879-EO\b/i },
  { id: '8879', mark: /\bForm\s+8879\b(?!-)[\s\S]*e-file Signature Authorization/i },
  { id: '8878', mark: /\bForm\s+8878\b[\s\S]*e-file Signature Authorization/i },
  { id: '8453', mark: /\bForm\s+8453\b[\s\S]*Transmittal/i },
  { id: 'engagement-letter', mark: /\bEngagement Letter\b/i },
];

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "Due April 15, 2026" → 2026-04-15. */
function dueDateIn(text: string): string | null {
  const due = /\bDue\s+([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})/i.exec(text);
  if (!due) return null;
  const month = MONTHS.findIndex((m) => m.startsWith(due[1]!.toLowerCase().slice(0, 3)));
  if (month < 0) return null;
  return `${due[3]}-${String(month + 1).padStart(2, '0')}-${due[2]!.padStart(2, '0')}`;
}

/** The amount written after the voucher's amount label, in dollars. */
function amountIn(text: string): number | null {
  const amount =
    /Amount (?:of estimated tax )?you (?:are|’re|'re) paying[^$\d]*\$?\s*([\d,]+(?:\.\d{2})?)/i.exec(
      text,
    );
  if (!amount) return null;
  const value = Number(amount[1]!.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function voucherOn(text: string): string | null {
  const estimated = /\b1040-ES\b[\s\S]*?\bVoucher\s+([1-4])\b/i.exec(text);
  if (estimated) return `1040-ES-${estimated[1]}`;
  if (/\bForm\s+1040-V\b/i.test(text)) return '1040-V';
  if (/\bForm\s+4868\b/i.test(text) && /Amount you(?:’re|'re| are) paying/i.test(text))
    return '4868';
  return null;
}

export function suggestClassification(pageTexts: readonly string[]): ClassificationSuggestions {
  const forms = new Map<string, number[]>();
  const vouchers: ClassificationSuggestions['payment_vouchers'] = [];
  pageTexts.forEach((text, index) => {
    const page = index + 1;
    const voucher = voucherOn(text);
    if (voucher && !vouchers.some((v) => v.voucher_id === voucher)) {
      vouchers.push({ voucher_id: voucher, amount: amountIn(text), due_date: dueDateIn(text) });
      return;
    }
    const form = FORM_MARKS.find(({ mark }) => mark.test(text));
    if (form) forms.set(form.id, [...(forms.get(form.id) ?? []), page]);
  });
  return {
    e_sign_forms: [...forms].map(([form_id, pages]) => ({ form_id, pages })),
    payment_vouchers: vouchers,
  };
}
