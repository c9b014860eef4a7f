// A tax return as the server works with it, and its head as stored (firms/{firmId}/tax_returns/
// {id}): what the table sorts and filters on. Its forms, vouchers and signers will be documents of
// their own beside it (docs/decisions/tax-returns.md).
import type { DraftStatus, TaxReturnStatus } from '@portico/common/tax-returns/tax-return-model';
import { Timestamp } from '../platform/db/db';
import { stamp } from '../platform/db/timestamps';

export interface TaxReturnRecord {
  id: string;
  firmId: string;
  companyId: string;
  taxYear: number;
  /** The spec's tax_return_name: the document name staff gave it. */
  name: string;
  /** The vault document the return is (the entity's /_portico/Tax Return Delivery/{year}). */
  documentId: string;
  status: TaxReturnStatus;
  draftStatus: DraftStatus | null;
  draftComment: string | null;
  /** Read when processed; null before. */
  pageCount: number | null;
  /** Why processing failed (status error). */
  error: string | null;
  reminderDisabled: boolean;
  /** The entity's advisor, copied for the table's column and sort. */
  assignedAdvisorId: string | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  lastReminderSentAt: Date | null;
  lastSignedAt: Date | null;
}

export interface TaxReturnDoc {
  company_id: string;
  tax_year: number;
  tax_return_name: string;
  document_id: string;
  status: TaxReturnStatus;
  draft_status: DraftStatus | null;
  draft_comment: string | null;
  page_count: number | null;
  error: string | null;
  reminder_disabled: boolean;
  assigned_advisor_id: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_reminder_sent_at: Timestamp | null;
  last_signed_at: Timestamp | null;
}

export const toTaxReturnDoc = (r: TaxReturnRecord): TaxReturnDoc => ({
  company_id: r.companyId,
  tax_year: r.taxYear,
  tax_return_name: r.name,
  document_id: r.documentId,
  status: r.status,
  draft_status: r.draftStatus,
  draft_comment: r.draftComment,
  page_count: r.pageCount,
  error: r.error,
  reminder_disabled: r.reminderDisabled,
  assigned_advisor_id: r.assignedAdvisorId,
  created_by: r.createdBy,
  created_at: Timestamp.fromDate(r.createdAt),
  updated_at: Timestamp.fromDate(r.updatedAt),
  last_reminder_sent_at: stamp(r.lastReminderSentAt),
  last_signed_at: stamp(r.lastSignedAt),
});

export const fromTaxReturnDoc = (firmId: string, id: string, d: TaxReturnDoc): TaxReturnRecord => ({
  id,
  firmId,
  companyId: d.company_id,
  taxYear: d.tax_year,
  name: d.tax_return_name,
  documentId: d.document_id,
  status: d.status,
  draftStatus: d.draft_status ?? null,
  draftComment: d.draft_comment ?? null,
  pageCount: d.page_count ?? null,
  error: d.error ?? null,
  reminderDisabled: d.reminder_disabled ?? false,
  assignedAdvisorId: d.assigned_advisor_id ?? null,
  createdBy: d.created_by,
  createdAt: d.created_at.toDate(),
  updatedAt: d.updated_at.toDate(),
  lastReminderSentAt: d.last_reminder_sent_at?.toDate() ?? null,
  lastSignedAt: d.last_signed_at?.toDate() ?? null,
});
