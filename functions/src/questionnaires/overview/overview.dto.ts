// A row of the staff overview as answered (common/src/questionnaires/overview.ts).
import { toCalendarDate } from '@portico/common/format/calendar-date';
import {
  overviewStatus,
  statusCellLabel,
  type OverviewRowDto,
} from '@portico/common/questionnaires/overview';
import type { EntitySummary } from '../../people/people.module';
import { overviewKeyStatus } from './overview-fields';
import type { OverviewRecord } from './overview-record';

/** The section the client is on: the first not complete, once one before it is. */
function currentSection(r: OverviewRecord): string | null {
  const sections = r.summary.sections;
  const at = sections.findIndex((s) => s.status !== 'completed');
  return at > 0 ? (sections[at]?.name ?? null) : null;
}

const inProgress = (r: OverviewRecord) =>
  r.lastActivityAt !== null && (r.sentAt === null || r.lastActivityAt > r.sentAt);

export function toOverviewRow(
  r: OverviewRecord,
  entity: EntitySummary | null,
  names: { advisors: Map<string, string>; customStatuses: Map<string, string> },
): OverviewRowDto {
  const { advisors: advisorName } = names;
  const customStatus = r.customStatusId ? names.customStatuses.get(r.customStatusId) : undefined;
  const status = overviewKeyStatus(r);
  const opened = r.openedAt !== null;
  return {
    id: r.id,
    name: r.name,
    tax_year: r.taxYear,
    due_date: r.dueDate ? toCalendarDate(r.dueDate) : null,
    sent_at: r.sentAt?.toISOString() ?? null,
    last_activity_at: r.activityAt.toISOString(),
    // A deleted one (listed by the 'deleted' filter only) keeps the status it had.
    status: overviewStatus({ ...r, opened }),
    status_label:
      status === 'deleted'
        ? 'Deleted'
        : statusCellLabel({
            ...r,
            opened,
            inProgress: inProgress(r),
            currentSection: currentSection(r),
          }),
    is_draft: r.isDraft,
    locked: r.locked,
    completed: r.completed,
    deleted: status === 'deleted',
    completed_sections: r.summary.completed,
    total_sections: r.summary.total,
    documents: r.summary.documents,
    company: entity && {
      id: entity.id,
      hash_id: entity.hashId,
      name: entity.name,
      entity_type: entity.entityType,
    },
    assigned_advisor: r.assignedAdvisorId
      ? { id: r.assignedAdvisorId, name: advisorName.get(r.assignedAdvisorId) ?? 'Former staff' }
      : null,
    reminders_disabled: r.reminders.disabled,
    next_reminder_at: r.reminders.next?.toISOString() ?? null,
    // A status the firm has since deleted shows as none.
    custom_status:
      r.customStatusId && customStatus ? { id: r.customStatusId, name: customStatus } : null,
  };
}
