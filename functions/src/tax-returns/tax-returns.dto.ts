// A tax return as the API answers it in lists: the Deliver table, the entity's and the client's.
import {
  currentStatusOf,
  type TaxReturnSummaryDto,
} from '@portico/common/tax-returns/tax-return-model';
import type { TaxReturnRecord } from './tax-return-record';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toTaxReturnSummaryDto = (r: TaxReturnRecord): TaxReturnSummaryDto => ({
  id: r.id,
  company_id: r.companyId,
  company_name: r.companyName,
  company_hash: r.companyHash,
  external_entity_id: r.externalEntityId,
  tax_year: r.taxYear,
  tax_return_name: r.name,
  status: r.status,
  current_status: currentStatusOf(r.status),
  draft_status: r.draftStatus,
  draft_comment: r.draftComment,
  document_id: r.documentId,
  page_count: r.pageCount,
  error: r.error,
  signatures: r.signatures,
  payments: r.payments,
  invoice: r.invoice,
  reminder_disabled: r.reminderDisabled,
  assigned_advisor_id: r.assignedAdvisorId,
  assigned_advisor: r.advisorName,
  identity_verification_status: r.identityStatus,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  last_reminder_sent_at: iso(r.lastReminderSentAt),
  last_signed_at: iso(r.lastSignedAt),
});

/** The stored fields the DTO reads (a page reads these, not the keys). */
export const SUMMARY_FIELDS = [
  'company_id',
  'company_name',
  'company_hash',
  'external_entity_id',
  'firm_group_id',
  'tax_year',
  'tax_return_name',
  'document_id',
  'status',
  'send_draft_for_approval',
  'draft_status',
  'draft_comment',
  'watermarked_file',
  'page_count',
  'error',
  'reminder_disabled',
  'assigned_advisor_id',
  'assigned_advisor_name',
  'signatures',
  'payments',
  'invoice',
  'vouchers',
  'identity_verification_status',
  'created_by',
  'created_at',
  'updated_at',
  'last_reminder_sent_at',
  'last_signed_at',
];
