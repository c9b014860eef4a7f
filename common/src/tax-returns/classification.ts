// Classifying a return before it is sent (spec 3 §2 "Tax return delivery", §3 "Tax return"): who
// signs it (the entity's owners, each on their own), the forms they e-sign (a catalogue form or
// 'other' named by the advisor, on which pages, signed by whom), the payment vouchers (amount, a
// due date or due now) and the firm's invoice. One schema for the screen and the API; what the
// return's text suggested comes along for the advisor to confirm.
import { array, boolean, number, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import { FORM_DEFINITIONS, OTHER_ID, isFormId, isVoucherId } from './delivery-catalogue';
import type {
  ESignFormDto,
  InvoiceDto,
  PaymentVoucherDto,
  SignerDto,
  TaxReturnSummaryDto,
} from './tax-return-model';

export const MAX_FORMS = 20;
export const MAX_VOUCHERS = 20;
export const MAX_SIGNERS = 6;
export const MAX_FORM_PAGES = 50;
export const MAX_NAME = 120;
export const MAX_TITLE = 80;
/** A hundred million dollars: more than any return's payment, less than a typo's. */
export const MAX_AMOUNT = 100_000_000;

export const CLASSIFICATION_MESSAGES = {
  chooseForm: 'Choose a form from the list, or Other',
  nameForm: 'Name the form',
  pages: 'Give the pages the form is on, like 3 or 3-4',
  chooseSigners: 'Choose who signs the form',
  chooseVoucher: 'Choose a voucher from the list, or Other',
  nameVoucher: 'Name the payment',
  dueDate: 'Give the due date, or choose Due now',
  signerNotChosen: 'Everyone who signs a form must be one of the return’s signers',
  notAnOwner: 'Signers must be owners of the entity',
  pageOutside: (pageCount: number) => `The return has ${pageCount} pages`,
  notClassifiable: 'This tax return has already been sent',
  nothingToSend: 'Add a form to sign, a payment voucher or an invoice before sending',
  noSigners: 'Choose who signs the return before sending',
  /** A spouse without an email of their own signs by a code texted to their phone. */
  signerSharesEmail: (name: string, coOwner: string) =>
    `${name} shares an email with ${coOwner}: add their mobile number in People so they can sign on their own.`,
  signerWithoutEmail: (name: string) =>
    `${name} has no email address: add one in People so they can sign.`,
  saved: 'Classification saved',
  sent: 'Tax return sent to the client',
} as const;

/** Cents are the smallest amount: at most two decimals (floating point forgiven). */
const hasCents = (v: number | undefined | null) =>
  v === undefined || v === null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

const money = (label: string) =>
  number()
    .typeError(`${label} must be a number`)
    .min(0.01, `${label} must be more than $0`)
    .max(MAX_AMOUNT, `${label} can be at most $${MAX_AMOUNT.toLocaleString('en-US')}`)
    .test('cents', `${label} can have at most two decimals`, hasCents);

const formSchema = object({
  form_id: string()
    .max(40, CLASSIFICATION_MESSAGES.chooseForm)
    .required(CLASSIFICATION_MESSAGES.chooseForm)
    .test({
      name: 'catalogue',
      message: CLASSIFICATION_MESSAGES.chooseForm,
      test: (id) => id === undefined || isFormId(id),
    }),
  /** Typed by the advisor for 'other'; the catalogue's name otherwise. */
  form_name: string()
    .trim()
    .max(MAX_NAME, `The name can be at most ${MAX_NAME} characters`)
    .when('form_id', { is: OTHER_ID, then: (s) => s.required(CLASSIFICATION_MESSAGES.nameForm) })
    .default(''),
  pages: array(number().integer().min(1, CLASSIFICATION_MESSAGES.pages).required())
    .min(1, CLASSIFICATION_MESSAGES.pages)
    .max(MAX_FORM_PAGES, `A form can take at most ${MAX_FORM_PAGES} pages`)
    .required(CLASSIFICATION_MESSAGES.pages),
  signatures: array(
    object({
      signer_id: recordId('signer_id').required(),
      title: string()
        .trim()
        .max(MAX_TITLE, `A title can be at most ${MAX_TITLE} characters`)
        .default(''),
    }),
  )
    .min(1, CLASSIFICATION_MESSAGES.chooseSigners)
    .max(MAX_SIGNERS)
    .required(CLASSIFICATION_MESSAGES.chooseSigners),
  wetSignaturesRequired: boolean().default(false),
});

const voucherSchema = object({
  voucher_id: string()
    .max(40, CLASSIFICATION_MESSAGES.chooseVoucher)
    .required(CLASSIFICATION_MESSAGES.chooseVoucher)
    .test({
      name: 'catalogue',
      message: CLASSIFICATION_MESSAGES.chooseVoucher,
      test: (id) => id === undefined || isVoucherId(id),
    }),
  custom_payment_name: string()
    .trim()
    .max(MAX_NAME, `The name can be at most ${MAX_NAME} characters`)
    .when('voucher_id', {
      is: OTHER_ID,
      then: (s) => s.required(CLASSIFICATION_MESSAGES.nameVoucher),
    })
    .default(''),
  amount: money('The amount').required('Give the amount'),
  is_due_asap: boolean().default(false),
  due_date: string()
    .max(10, CLASSIFICATION_MESSAGES.dueDate)
    .nullable()
    .default(null)
    .when('is_due_asap', {
      is: false,
      then: (s) =>
        s
          .required(CLASSIFICATION_MESSAGES.dueDate)
          .matches(/^\d{4}-\d{2}-\d{2}$/, CLASSIFICATION_MESSAGES.dueDate)
          .test({
            message: CLASSIFICATION_MESSAGES.dueDate,
            test: (v) => !v || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
          }),
    }),
});

export const classificationSchema = object({
  signer_ids: array(recordId('signer_id').required()).max(MAX_SIGNERS).default([]),
  e_sign_forms: array(formSchema)
    .max(MAX_FORMS, `A return can ask for at most ${MAX_FORMS} forms`)
    .default([]),
  payment_vouchers: array(voucherSchema)
    .max(MAX_VOUCHERS, `A return can hold at most ${MAX_VOUCHERS} vouchers`)
    .default([]),
  /** The firm's invoice, due now; null for none. */
  invoice_amount: money('The invoice').nullable().default(null),
  /** Each signer verifies their identity before signing (the firm's preference must be on). */
  identity_verification: boolean().default(false),
  /** The signers sign one after another, in `signer_ids` order (else all at once). */
  signing_order: boolean().default(false),
}).test({
  name: 'signers-chosen',
  message: CLASSIFICATION_MESSAGES.signerNotChosen,
  test: (value) =>
    (value.e_sign_forms ?? []).every((form) =>
      (form.signatures ?? []).every((s) => (value.signer_ids ?? []).includes(s.signer_id)),
    ),
});
export type ClassificationInput = InferType<typeof classificationSchema>;
export type FormInput = ClassificationInput['e_sign_forms'][number];
export type VoucherInput = ClassificationInput['payment_vouchers'][number];

/** A form's name as shown: the catalogue's, or the advisor's for 'other'. */
export const formName = (form: Pick<FormInput, 'form_id' | 'form_name'>) =>
  FORM_DEFINITIONS.find((d) => d.id === form.form_id)?.name ?? form.form_name;

/** An owner the advisor may choose as a signer. */
export interface OwnerChoice extends SignerDto {
  /** The entity's primary contact (the taxpayer, on an individual's return). */
  primary: boolean;
  /** Without an email of their own: the co-owner whose address their signer link goes to. */
  shares_email_with: string | null;
  /** Why they cannot be a signer yet (no email, and no phone for the signer link's code). */
  unreachable: string | null;
}

/** What the text pipeline read in the return, for the advisor to confirm. */
export interface ClassificationSuggestions {
  e_sign_forms: { form_id: string; pages: number[] }[];
  payment_vouchers: { voucher_id: string; amount: number | null; due_date: string | null }[];
}

export const NO_SUGGESTIONS: ClassificationSuggestions = { e_sign_forms: [], payment_vouchers: [] };

/** GET/PUT /tax_returns/{id}/classification's answer. */
export interface ClassificationDto {
  tax_return: TaxReturnSummaryDto;
  owners: OwnerChoice[];
  signers: SignerDto[];
  /** The signers sign one after another, in the order listed. */
  signing_order: boolean;
  e_sign_forms: ESignFormDto[];
  payment_vouchers: PaymentVoucherDto[];
  invoice: InvoiceDto | null;
  /** Nothing saved yet: the screen starts from these. */
  suggestions: ClassificationSuggestions;
}

/** "1, 3-4" → [1, 3, 4]; null when it is not a list of pages and ranges. */
export function parsePages(text: string): number[] | null {
  const pages = new Set<number>();
  const parts = text.split(',').map((p) => p.trim());
  if (parts.every((p) => p === '')) return null;
  for (const part of parts) {
    if (part === '') continue;
    const range = /^(\d{1,4})\s*(?:[-–]\s*(\d{1,4}))?$/.exec(part);
    if (!range) return null;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    if (from < 1 || to < from || to - from >= MAX_FORM_PAGES) return null;
    for (let page = from; page <= to; page++) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

/** [1, 3, 4] → "1, 3-4". */
export function formatPages(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i]!;
    let to = from;
    while (sorted[i + 1] === to + 1) to = sorted[++i]!;
    ranges.push(to === from ? String(from) : `${from}-${to}`);
  }
  return ranges.join(', ');
}
