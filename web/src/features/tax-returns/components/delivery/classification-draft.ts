// The classification as the advisor edits it: text as typed (pages "3-4", amounts "1,250.00"),
// started from what is saved or else from what the return's text suggested, turned into the API's
// input and checked with the schema the API uses, its problems keyed by field.
import { ValidationError } from 'yup';
import {
  CLASSIFICATION_MESSAGES,
  classificationSchema,
  formatPages,
  parsePages,
  type ClassificationDto,
  type ClassificationInput,
  type OwnerChoice,
} from '@portico/common/tax-returns/classification';
import { FORM_DEFINITIONS, OTHER_ID } from '@portico/common/tax-returns/delivery-catalogue';

export interface SignatureChoice {
  on: boolean;
  title: string;
}

export interface FormDraft {
  key: string;
  form_id: string;
  form_name: string;
  pages: string;
  /** By signer id. */
  signatures: Record<string, SignatureChoice>;
  wet: boolean;
  suggested: boolean;
}

export interface VoucherDraft {
  key: string;
  voucher_id: string;
  custom_payment_name: string;
  amount: string;
  is_due_asap: boolean;
  due_date: string;
  suggested: boolean;
}

export interface ClassificationDraft {
  signerIds: string[];
  forms: FormDraft[];
  vouchers: VoucherDraft[];
  invoice: string;
  /** Each signer verifies their identity before signing. */
  identity: boolean;
  /** The signers sign one after another, in the order listed. */
  inOrder: boolean;
}

/** Problems by field path (`e_sign_forms[0].pages`), and the form's own under ''. */
export type DraftErrors = Record<string, string>;

let keys = 0;
const nextKey = () => `k${++keys}`;

const bothSpouses = (formId: string) =>
  FORM_DEFINITIONS.find((d) => d.id === formId)?.bothSpouses ?? false;

/** The primary contact signs as the taxpayer, another owner of a joint return as the spouse. */
const titleOf = (owner: OwnerChoice | undefined) => (owner?.primary ? 'Taxpayer' : 'Spouse');

export function newForm(
  owners: OwnerChoice[],
  signerIds: string[],
  formId = '',
  pages: number[] = [],
): FormDraft {
  const joint = formId === '' || bothSpouses(formId);
  const signs = (owner: OwnerChoice) => signerIds.includes(owner.id) && (joint || owner.primary);
  return {
    key: nextKey(),
    form_id: formId,
    form_name: '',
    pages: formatPages(pages),
    signatures: Object.fromEntries(owners.map((o) => [o.id, { on: signs(o), title: titleOf(o) }])),
    wet: false,
    suggested: false,
  };
}

export const newVoucher = (): VoucherDraft => ({
  key: nextKey(),
  voucher_id: '',
  custom_payment_name: '',
  amount: '',
  is_due_asap: false,
  due_date: '',
  suggested: false,
});

const amountText = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

/**
 * What is saved, or (nothing saved yet) the suggestions with every owner signing and, when the firm
 * verifies signers' identity (`identityOffered`), identity checks asked.
 */
export function draftFrom(dto: ClassificationDto, identityOffered: boolean): ClassificationDraft {
  const saved =
    dto.signers.length > 0 ||
    dto.e_sign_forms.length > 0 ||
    dto.payment_vouchers.length > 0 ||
    dto.invoice !== null;
  if (!saved) {
    const signerIds = dto.owners.map((o) => o.id);
    return {
      signerIds,
      forms: dto.suggestions.e_sign_forms.map((s) => ({
        ...newForm(dto.owners, signerIds, s.form_id, s.pages),
        suggested: true,
      })),
      vouchers: dto.suggestions.payment_vouchers.map((s) => ({
        ...newVoucher(),
        voucher_id: s.voucher_id,
        amount: amountText(s.amount),
        is_due_asap: s.due_date === null,
        due_date: s.due_date ?? '',
        suggested: true,
      })),
      invoice: '',
      identity: identityOffered,
      inOrder: false,
    };
  }
  const owners = new Map(dto.owners.map((o) => [o.id, o]));
  return {
    signerIds: dto.signers.map((s) => s.id),
    forms: dto.e_sign_forms.map((form) => ({
      key: nextKey(),
      form_id: form.form_id,
      form_name: form.form_id === OTHER_ID ? form.form_name : '',
      pages: formatPages(form.pages),
      signatures: Object.fromEntries(
        dto.owners.map((o) => {
          const signature = form.signatures.find((s) => s.signer_id === o.id);
          return [
            o.id,
            { on: Boolean(signature), title: signature?.title ?? titleOf(owners.get(o.id)) },
          ];
        }),
      ),
      wet: form.wetSignaturesRequired,
      suggested: false,
    })),
    vouchers: dto.payment_vouchers.map((v) => ({
      key: nextKey(),
      voucher_id: v.voucher_id,
      custom_payment_name: v.custom_payment_name ?? '',
      amount: amountText(v.amount),
      is_due_asap: v.is_due_asap,
      due_date: v.due_date ?? '',
      suggested: false,
    })),
    invoice: dto.invoice ? amountText(dto.invoice.amount) : '',
    identity: identityOffered && dto.tax_return.identity_verification_status !== null,
    inOrder: dto.signing_order,
  };
}

/** "1,250.00" → 1250; '' → undefined (the schema asks for it); anything else NaN (refused). */
const amountOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.replace(/[$,\s]/g, ''));

export function inputOf(draft: ClassificationDraft): ClassificationInput {
  return {
    signer_ids: draft.signerIds,
    e_sign_forms: draft.forms.map((form) => ({
      form_id: form.form_id,
      form_name: form.form_id === OTHER_ID ? form.form_name : '',
      pages: parsePages(form.pages) ?? [],
      signatures: draft.signerIds
        .filter((id) => form.signatures[id]?.on)
        .map((id) => ({ signer_id: id, title: form.signatures[id]!.title })),
      wetSignaturesRequired: form.wet,
    })),
    payment_vouchers: draft.vouchers.map((v) => ({
      voucher_id: v.voucher_id,
      custom_payment_name: v.voucher_id === OTHER_ID ? v.custom_payment_name : '',
      amount: amountOf(v.amount) as number,
      is_due_asap: v.is_due_asap,
      due_date: v.is_due_asap ? null : v.due_date || null,
    })),
    invoice_amount: amountOf(draft.invoice) ?? null,
    identity_verification: draft.identity,
    signing_order: draft.inOrder && draft.signerIds.length > 1,
  };
}

/** The input to send, or the problems to show (none when it may be sent). */
export async function checked(
  draft: ClassificationDraft,
): Promise<{ input: ClassificationInput } | { errors: DraftErrors }> {
  try {
    return { input: await classificationSchema.validate(inputOf(draft), { abortEarly: false }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: DraftErrors = {};
    for (const problem of error.inner.length > 0 ? error.inner : [error])
      errors[problem.path ?? ''] ??= problem.message;
    return { errors };
  }
}

/** Sending asks something of someone (the server says the same). */
export function sendProblem(draft: ClassificationDraft): string | null {
  if (draft.forms.length === 0 && draft.vouchers.length === 0 && draft.invoice.trim() === '')
    return CLASSIFICATION_MESSAGES.nothingToSend;
  if (draft.signerIds.length === 0) return CLASSIFICATION_MESSAGES.noSigners;
  return null;
}
