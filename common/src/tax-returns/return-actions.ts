// What staff do to a sent return from the Deliver table's row menu (spec 3 §2 "Row actions", §7
// "Update", "Invoice paid", "Download"): mark it finished, turn its reminders off or on, mark
// vouchers paid, mark signatures given on paper as signed, mark the invoice paid, download it.
// One schema each for the screen and the API; which actions a return's status allows.
import { array, boolean, mixed, object, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import { isSignatureDone } from './delivery-progress';
import { isDelivered } from './sending';
import type { ESignFormDto, TaxReturnStatus, TaxReturnSummaryDto } from './tax-return-model';

export const ACTION_MESSAGES = {
  notDelivered: 'This tax return has not been sent yet',
  finishedAlready: 'This tax return is finished',
  nothingToChange: 'Nothing to change',
  noSuchVoucher: 'That payment voucher is not on this tax return',
  noSuchSignature: 'That signature is not on this tax return',
  noInvoice: 'This tax return has no invoice',
  noSignaturePages: 'This tax return has no forms to sign',
} as const;

/** A return's activity log shows 32 lines a page (spec 3 §9). */
export const TAX_RETURN_ACTIVITY_PAGE_SIZE = 32;

const companyId = () => recordId('companyId').optional();

/** PATCH /tax_returns/{id}: any of these, at least one. */
export const updateTaxReturnSchema = object({
  status: mixed<'finished'>().oneOf(['finished'], 'status can only be finished').optional(),
  reminder_disabled: boolean().optional(),
  payment_vouchers: array(object({ id: recordId('id').required(), is_paid: boolean().required() }))
    .max(50)
    .optional(),
  e_sign_forms: array(
    object({
      id: recordId('id').required(),
      signatures: array(
        object({
          signer_id: recordId('signer_id').required(),
          isMarkedSigned: boolean().required(),
        }),
      )
        .max(20)
        .required(),
    }),
  )
    .max(50)
    .optional(),
  companyId: companyId(),
}).test({
  message: ACTION_MESSAGES.nothingToChange,
  test: (v) =>
    v.status !== undefined ||
    v.reminder_disabled !== undefined ||
    v.payment_vouchers !== undefined ||
    v.e_sign_forms !== undefined,
});
export type UpdateTaxReturnInput = InferType<typeof updateTaxReturnSchema>;

export const invoicePaidSchema = object({
  paid: boolean().required('paid is required'),
  company_id: recordId('company_id').optional(),
});

export const downloadTaxReturnSchema = object({
  /** The return with every page (signed pages in place, once there are). */
  include_other_pages: boolean().default(false),
  /** Only the pages of the forms to sign. */
  only_signature_pages: boolean().default(false),
});
export type DownloadTaxReturnInput = InferType<typeof downloadTaxReturnSchema>;

/** Row actions act on a return that has been sent (the spec hides them while classifying). */
export const hasRowActions = (tax: Pick<TaxReturnSummaryDto, 'status'>) => isDelivered(tax.status);

/** Statuses staff can no longer move a return out of by marking things. */
const SETTLED: readonly TaxReturnStatus[] = ['finished', 'completed'];

/** A delivered return's status after its signatures changed: signed once none is missing. */
export function statusAfterSigning(
  status: TaxReturnStatus,
  forms: readonly ESignFormDto[],
): TaxReturnStatus {
  if (SETTLED.includes(status) || !isDelivered(status)) return status;
  const asked = forms.flatMap((f) => f.signatures.map((s) => isSignatureDone(f, s)));
  if (asked.length > 0 && asked.every(Boolean)) return 'signed';
  return status === 'signed' ? 'sent' : status;
}
