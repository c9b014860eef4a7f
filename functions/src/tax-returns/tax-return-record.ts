// A tax return as the server works with it, and its head as stored (firms/{firmId}/tax_returns/
// {id}): what the table shows, sorts and filters on, the entity's and advisor's names copied in
// (and followed when they change). Its forms, vouchers and signers will be documents of their own
// beside it, their progress summed up here (docs/decisions/tax-returns.md).
import type { Progress } from '@portico/common/tax-returns/delivery-progress';
import type { ClassificationSuggestions } from '@portico/common/tax-returns/classification';
import type {
  DraftStatus,
  InvoiceDto,
  ProgressSummary,
  TaxReturnStatus,
} from '@portico/common/tax-returns/tax-return-model';
import type { IdentityStatus } from '@portico/common/signing/identity-verification';
import { Timestamp } from '../platform/db/db';
import { stamp } from '../platform/db/timestamps';
import { tableFields, type TableFields } from './table/table-fields';

export interface TaxReturnRecord {
  id: string;
  firmId: string;
  companyId: string;
  /** The entity's name, hash id, external id and group, copied for the table. */
  companyName: string;
  companyHash: string;
  externalEntityId: string;
  firmGroupId: string | null;
  taxYear: number;
  /** The spec's tax_return_name: the document name staff gave it. */
  name: string;
  /** The vault document the return is (the entity's /_portico/Tax Return Delivery/{year}). */
  documentId: string;
  status: TaxReturnStatus;
  /** Uploaded with "Send draft for Approval": processing ends with the draft sent for review. */
  draftRequested: boolean;
  draftStatus: DraftStatus | null;
  draftComment: string | null;
  /** The DRAFT-watermarked copy the client reviews (a blob path), once made. */
  draftFile: string | null;
  /** Read when processed; null before. */
  pageCount: number | null;
  /** Why processing failed (status error). */
  error: string | null;
  reminderDisabled: boolean;
  /** The entity's advisor and their name, copied for the table's column and sort. */
  assignedAdvisorId: string | null;
  advisorName: string | null;
  signatures: ProgressSummary;
  /** The vouchers and the invoice. */
  payments: ProgressSummary;
  /** The vouchers alone (the "voucher payments made" filter). */
  vouchers: Progress;
  identityStatus: IdentityStatus | null;
  /** The firm's invoice for the return, due now; null when none is asked. */
  invoice: InvoiceDto | null;
  /** What the return's text suggested (read when processed), for its classification. */
  suggestions: ClassificationSuggestions | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  lastReminderSentAt: Date | null;
  /** When the reminder job next looks at it (sent, something missing, reminders on); else null. */
  nextReminderAt: Date | null;
  /**
   * The earliest due date of a voucher not reminded of yet (unpaid, not said paid): the voucher
   * reminder job looks at the return from a week before it; else null.
   */
  nextVoucherDueAt: Date | null;
  lastSignedAt: Date | null;
  /** The SHA-256 of the file as sent to its signers (hex): what they signed; null before. */
  sentSha256: string | null;
  /** The signers sign one after another, in the order listed (else all at once). */
  signingOrder: boolean;
}

export interface TaxReturnDoc extends TableFields {
  company_id: string;
  company_name: string;
  company_hash: string;
  external_entity_id: string;
  firm_group_id: string | null;
  tax_year: number;
  tax_return_name: string;
  document_id: string;
  status: TaxReturnStatus;
  send_draft_for_approval: boolean;
  draft_status: DraftStatus | null;
  draft_comment: string | null;
  watermarked_file: string | null;
  page_count: number | null;
  error: string | null;
  reminder_disabled: boolean;
  assigned_advisor_id: string | null;
  assigned_advisor_name: string | null;
  signatures: ProgressSummary;
  payments: ProgressSummary;
  vouchers: Progress;
  identity_verification_status: IdentityStatus | null;
  invoice: InvoiceDto | null;
  suggestions: ClassificationSuggestions | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_reminder_sent_at: Timestamp | null;
  next_reminder_at: Timestamp | null;
  next_voucher_due_at?: Timestamp | null;
  last_signed_at: Timestamp | null;
  sent_sha256?: string | null;
  signing_order?: boolean;
}

export const toTaxReturnDoc = (r: TaxReturnRecord): TaxReturnDoc => ({
  company_id: r.companyId,
  company_name: r.companyName,
  company_hash: r.companyHash,
  external_entity_id: r.externalEntityId,
  firm_group_id: r.firmGroupId,
  tax_year: r.taxYear,
  tax_return_name: r.name,
  document_id: r.documentId,
  status: r.status,
  send_draft_for_approval: r.draftRequested,
  draft_status: r.draftStatus,
  draft_comment: r.draftComment,
  watermarked_file: r.draftFile,
  page_count: r.pageCount,
  error: r.error,
  reminder_disabled: r.reminderDisabled,
  assigned_advisor_id: r.assignedAdvisorId,
  assigned_advisor_name: r.advisorName,
  signatures: r.signatures,
  payments: r.payments,
  vouchers: r.vouchers,
  identity_verification_status: r.identityStatus,
  invoice: r.invoice,
  suggestions: r.suggestions,
  created_by: r.createdBy,
  created_at: Timestamp.fromDate(r.createdAt),
  updated_at: Timestamp.fromDate(r.updatedAt),
  last_reminder_sent_at: stamp(r.lastReminderSentAt),
  next_reminder_at: stamp(r.nextReminderAt),
  next_voucher_due_at: stamp(r.nextVoucherDueAt),
  last_signed_at: stamp(r.lastSignedAt),
  sent_sha256: r.sentSha256,
  signing_order: r.signingOrder,
  ...tableFields(r),
});

export const fromTaxReturnDoc = (firmId: string, id: string, d: TaxReturnDoc): TaxReturnRecord => ({
  id,
  firmId,
  companyId: d.company_id,
  companyName: d.company_name,
  companyHash: d.company_hash,
  externalEntityId: d.external_entity_id,
  firmGroupId: d.firm_group_id,
  taxYear: d.tax_year,
  name: d.tax_return_name,
  documentId: d.document_id,
  status: d.status,
  draftRequested: d.send_draft_for_approval ?? false,
  draftStatus: d.draft_status ?? null,
  draftComment: d.draft_comment ?? null,
  draftFile: d.watermarked_file ?? null,
  pageCount: d.page_count ?? null,
  error: d.error ?? null,
  reminderDisabled: d.reminder_disabled ?? false,
  assignedAdvisorId: d.assigned_advisor_id ?? null,
  advisorName: d.assigned_advisor_name,
  signatures: d.signatures,
  payments: d.payments,
  vouchers: d.vouchers,
  identityStatus: d.identity_verification_status,
  // Absent from a table page (it selects the summary's fields).
  invoice: d.invoice ?? null,
  suggestions: d.suggestions ?? null,
  createdBy: d.created_by,
  createdAt: d.created_at.toDate(),
  updatedAt: d.updated_at.toDate(),
  lastReminderSentAt: d.last_reminder_sent_at?.toDate() ?? null,
  nextReminderAt: d.next_reminder_at?.toDate() ?? null,
  nextVoucherDueAt: d.next_voucher_due_at?.toDate() ?? null,
  lastSignedAt: d.last_signed_at?.toDate() ?? null,
  sentSha256: d.sent_sha256 ?? null,
  signingOrder: d.signing_order ?? false,
});
