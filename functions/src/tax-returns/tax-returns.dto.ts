// A tax return as the API answers it in lists.
import { currentStatusOf } from '@portico/common/tax-returns/tax-return-model';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/upload-tax-return';
import type { EntityRecord } from '../people/people.module';
import type { TaxReturnRecord } from './tax-return-record';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toTaxReturnSummaryDto = (
  r: TaxReturnRecord,
  entity: Pick<EntityRecord, 'name' | 'hashId'>,
): TaxReturnSummaryDto => ({
  id: r.id,
  company_id: r.companyId,
  company_name: entity.name,
  company_hash: entity.hashId,
  tax_year: r.taxYear,
  tax_return_name: r.name,
  status: r.status,
  current_status: currentStatusOf(r.status),
  draft_status: r.draftStatus,
  draft_comment: r.draftComment,
  document_id: r.documentId,
  page_count: r.pageCount,
  error: r.error,
  reminder_disabled: r.reminderDisabled,
  assigned_advisor_id: r.assignedAdvisorId,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  last_reminder_sent_at: iso(r.lastReminderSentAt),
  last_signed_at: iso(r.lastSignedAt),
});
