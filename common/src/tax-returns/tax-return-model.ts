// A tax return as the API answers it (spec 3 §3 "Tax return", §4 "Tax return"): its statuses, its
// e-sign forms with their signatures, its payment vouchers and invoice, its signers and their
// identity checks. The server stores the return and its parts apart; this is the shape both sides
// read.
import type { CardPaymentDto } from '../payments/card-payment';
import type { IdentityStatus } from '../signing/identity-verification';
import type { SignatureBox } from '../signing/signing-trail';

/** Every status a return passes through (spec 3 §3). */
export const TAX_RETURN_STATUSES = [
  'importing',
  'processing',
  'action_required',
  'sending',
  'draft',
  'change_requested',
  'approved',
  'sent',
  'signed',
  'completed',
  'finished',
  'paid',
  'invoice_paid',
  'error',
] as const;
export type TaxReturnStatus = (typeof TAX_RETURN_STATUSES)[number];

/** What a status is called on screen. */
export const TAX_RETURN_STATUS_LABELS: Record<TaxReturnStatus, string> = {
  importing: 'Importing',
  processing: 'Processing',
  action_required: 'Action required',
  sending: 'Sending',
  draft: 'Draft',
  change_requested: 'Changes requested',
  approved: 'Approved',
  sent: 'Sent',
  signed: 'Signed',
  completed: 'Completed',
  finished: 'Finished',
  paid: 'Paid',
  invoice_paid: 'Invoice paid',
  error: 'Error',
};

/** Not yet ready to classify: opening one answers the processing notice, not a viewer. */
export const PROCESSING_STATUSES: readonly TaxReturnStatus[] = ['importing', 'processing'];

/** Moved on by background work (processing, sending): a list showing one asks again until done. */
export const BACKGROUND_STATUSES: readonly TaxReturnStatus[] = [...PROCESSING_STATUSES, 'sending'];

/** The draft review's states (spec 3 §4 "Draft flow"). */
export const DRAFT_STATUSES = ['draft', 'approved', 'change_requested'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** The table's coarse status: ready to classify, finished, or anything else. */
export type CurrentStatus = 'action_required' | 'finished' | 'others';

export function currentStatusOf(status: TaxReturnStatus): CurrentStatus {
  if (status === 'action_required') return 'action_required';
  if (status === 'finished') return 'finished';
  return 'others';
}

/** One signature an e-sign form asks for. */
export interface SignatureDto {
  /** The signer (an owner of the entity) who signs here. */
  signer_id: string;
  name: string;
  title: string;
  /** The captured signature (part 2 of delivery), or null. */
  signatureData: string | null;
  /** Staff marked it signed (a signature given on paper, say). */
  isMarkedSigned: boolean;
  /** Where it goes on the return's pages, placed when the return is sent; null before. */
  box: SignatureBox | null;
}

/** A form the client signs (8879, 8878, a state form, an engagement letter, …). */
export interface ESignFormDto {
  id: string;
  /** The catalogue's id, or 'other' with `form_name` as typed. */
  form_id: string;
  form_name: string;
  /** The pages (1-based) the form takes in the return. */
  pages: number[];
  signatures: SignatureDto[];
  wetSignaturesRequired: boolean;
  /** The uploaded wet-signed copies' document ids. */
  wetSignatures: string[];
  /**
   * Once every signature is given: the sealed signed form's SHA-256 (hex), when it was sealed, and
   * the sealing certificate's name.
   */
  sealed?: { sha256: string; sealed_at: string; signer: string } | null;
}

/** A tax payment the client makes to a tax authority (a 1040-ES voucher, say). */
export interface PaymentVoucherDto {
  id: string;
  /** The catalogue's id, or 'other' with `custom_payment_name`. */
  voucher_id: string;
  custom_payment_name: string | null;
  /** In dollars. */
  amount: number;
  is_paid: boolean;
  is_due_asap: boolean;
  /** YYYY-MM-DD, or null when due as soon as possible. */
  due_date: string | null;
  /** ISO, when a client said "I paid it" (the firm confirms by marking it paid); else null. */
  client_marked_paid_at?: string | null;
  /** ISO, when the client was reminded of its due date (a week before it); else null. */
  due_reminded_at?: string | null;
}

/** The firm's invoice for preparing the return. */
export interface InvoiceDto {
  /** In dollars. */
  amount: number;
  paid: boolean;
  /** Paid by card through the portal (Stripe's confirmed payment): when, and its checkout. */
  card_payment?: CardPaymentDto | null;
}

export interface SignerDto {
  id: string;
  fname: string;
  lname: string;
  email: string;
}

/** Done of asked (signatures, payments). */
export interface Progress {
  done: number;
  total: number;
}

/** A progress cell's tooltip (spec 3 §9's words). */
export interface Tooltip {
  title: string;
  /** What is still missing, a line each. */
  lines: string[];
}

/** Done of asked, with the table cell's tooltip. */
export interface ProgressSummary extends Progress {
  tooltip: Tooltip;
}

/** A return as the lists show it: the Deliver table's row, the entity's and the client's lists. */
export interface TaxReturnSummaryDto {
  id: string;
  company_id: string;
  company_name: string;
  company_hash: string;
  external_entity_id: string;
  tax_year: number;
  tax_return_name: string;
  status: TaxReturnStatus;
  current_status: CurrentStatus;
  draft_status: DraftStatus | null;
  draft_comment: string | null;
  /** The vault document the return is. */
  document_id: string;
  page_count: number | null;
  /** Why processing failed (status error), else null. */
  error: string | null;
  signatures: ProgressSummary;
  payments: ProgressSummary;
  /** The firm's invoice, due now; null when none is asked. */
  invoice: InvoiceDto | null;
  reminder_disabled: boolean;
  assigned_advisor_id: string | null;
  /** The assigned advisor's name, else null. */
  assigned_advisor: string | null;
  /** The signers' identity checks summed up (the least advanced), null when none is asked. */
  identity_verification_status: IdentityStatus | null;
  /** The signers sign one after another, in the order listed. */
  signing_order: boolean;
  /** ISO. */
  created_at: string;
  updated_at: string;
  last_reminder_sent_at: string | null;
  last_signed_at: string | null;
}
