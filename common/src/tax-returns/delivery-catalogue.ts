// What an advisor picks from when classifying a return (spec 3 §7 "Voucher and form
// definitions"): the e-sign forms a return asks signatures on and the payment vouchers it holds.
// 'other' takes a name typed by the advisor.

export const OTHER_ID = 'other';

export interface FormDefinition {
  id: string;
  name: string;
  /** Signed by both spouses on a joint return (8879, 8878): a signature per owner. */
  bothSpouses: boolean;
}

/** IRS e-file authorisations first, then consents and the firm's own papers. */
export const FORM_DEFINITIONS: readonly FormDefinition[] = [
  { id: '8879', name: 'Form 8879 - IRS e-file Signature Authorization', bothSpouses: true },
  {
    id: '8878',
    name: 'Form 8878 - IRS e-file Signature Authorization for Form 4868 or 2350',
    bothSpouses: true,
  },
  { id: '8879-PE', name: 'Form 8879-PE - e-file Authorization for Form 1065', bothSpouses: false },
  { id: '8879-S', name: 'Form 8879-S - e-file Authorization for Form 1120-S', bothSpouses: false },
  { id: '8879-C', name: 'Form 8879-C - e-file Authorization for Form 1120', bothSpouses: false },
  { id: '8879-F', name: 'Form 8879-F - e-file Authorization for Form 1041', bothSpouses: false },
  {
    id: '8879-EO',
    name: 'Form 8879-EO - e-file Authorization for an Exempt Organization',
    bothSpouses: false,
  },
  {
    id: '8453',
    name: 'Form 8453 - U.S. Individual Income Tax Transmittal for an IRS e-file Return',
    bothSpouses: true,
  },
  { id: 'state-efile', name: 'State e-file Authorization', bothSpouses: true },
  {
    id: '7216-consent',
    name: 'Consent to Use or Disclose Tax Return Information (IRC §7216)',
    bothSpouses: true,
  },
  { id: 'engagement-letter', name: 'Engagement Letter', bothSpouses: false },
];

export interface VoucherDefinition {
  id: string;
  name: string;
}

export const VOUCHER_DEFINITIONS: readonly VoucherDefinition[] = [
  { id: '1040-V', name: 'Form 1040-V - Payment Voucher' },
  { id: '1040-ES-1', name: 'Form 1040-ES - Estimated Tax, 1st quarter' },
  { id: '1040-ES-2', name: 'Form 1040-ES - Estimated Tax, 2nd quarter' },
  { id: '1040-ES-3', name: 'Form 1040-ES - Estimated Tax, 3rd quarter' },
  { id: '1040-ES-4', name: 'Form 1040-ES - Estimated Tax, 4th quarter' },
  { id: '4868', name: 'Form 4868 - Extension Payment' },
  { id: 'state-payment', name: 'State Payment Voucher' },
  { id: 'state-estimated', name: 'State Estimated Tax Voucher' },
  { id: '1041-ES', name: 'Form 1041-ES - Estimated Tax for Estates and Trusts' },
  { id: '1120-W', name: 'Form 1120-W - Estimated Tax for Corporations' },
];

const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((d) => [d.id, d]));
const FORMS = byId(FORM_DEFINITIONS);
const VOUCHERS = byId(VOUCHER_DEFINITIONS);

export const isFormId = (id: string) => id === OTHER_ID || FORMS.has(id);
export const isVoucherId = (id: string) => id === OTHER_ID || VOUCHERS.has(id);

/** A voucher's name: the catalogue's, or the advisor's for 'other'. */
export const voucherName = (v: { voucher_id: string; custom_payment_name: string | null }) =>
  VOUCHERS.get(v.voucher_id)?.name ?? v.custom_payment_name ?? 'Payment';
