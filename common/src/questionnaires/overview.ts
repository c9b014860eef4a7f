// The staff overview of questionnaires ('Collect', spec 2 §2 "Advisor screens" and §4
// "Questionnaire status"): its query parameters, its rows, and the status a row shows.
import { mixed, number, object, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import {
  descendingParam,
  flagParam,
  pageParam,
  rowsPerPageParam,
  sortParam,
} from '../input/list-params';
import { NO_FILTER } from '../people/people-list';
import type { DocumentCounts } from './questionnaire-progress';
import { questionnaireStatus } from './questionnaire-status';

/** A questionnaire's status in the list: a draft first, then the spec's list status. */
export const OVERVIEW_STATUSES = [
  'draft',
  'ready_to_start',
  'opened',
  'completed',
  'locked',
] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];

/** What the status filter offers: the statuses, then the deleted ones (to restore them). */
export const OVERVIEW_FILTER_STATUSES = [...OVERVIEW_STATUSES, 'deleted'] as const;
export type OverviewFilterStatus = (typeof OVERVIEW_FILTER_STATUSES)[number];

export const OVERVIEW_STATUS_LABELS: Record<OverviewFilterStatus, string> = {
  draft: 'Saved',
  ready_to_start: 'Sent',
  opened: 'Opened',
  completed: 'Completed',
  locked: 'Locked',
  deleted: 'Deleted',
};

export interface StatusFacts {
  isDraft: boolean;
  locked: boolean;
  completed: boolean;
  opened: boolean;
}

export function overviewStatus(q: StatusFacts): OverviewStatus {
  return q.isDraft ? 'draft' : questionnaireStatus(q);
}

export interface StatusCellFacts extends StatusFacts {
  /** The client has answered something since it was sent. */
  inProgress: boolean;
  /** The first section not yet complete, once the client is past the first. */
  currentSection: string | null;
}

/**
 * The status cell's words, by the spec's priority: Completed, Draft ('Saved'), the current
 * section's name, Opened, In Progress, Sent. A lock shows beside it, not instead of it.
 */
export function statusCellLabel(q: StatusCellFacts): string {
  if (q.completed) return 'Completed';
  if (q.isDraft) return 'Saved';
  if (q.currentSection) return q.currentSection;
  if (q.opened) return 'Opened';
  if (q.inProgress) return 'In Progress';
  return 'Sent';
}

export const OVERVIEW_SORT_FIELDS = ['last_activity', 'due_date', 'sent_at', 'name'] as const;
export type OverviewSortField = (typeof OVERVIEW_SORT_FIELDS)[number];
export const OVERVIEW_ROWS_PER_PAGE_OPTIONS = [25, 50, 100] as const;
export const DEFAULT_OVERVIEW_ROWS_PER_PAGE = 25;
/** The custom status filter's "No status": questionnaires with none set. */
export const NO_CUSTOM_STATUS = 'none';

/** Tax years the filter offers, around the current one. */
export const OVERVIEW_FIRST_TAX_YEAR = 2000;

const filterId = (name: string) => recordId(name).default(NO_FILTER);

/** GET /v2/questionnaires (spec 2 §7 "Questionnaire list"). */
export const overviewQuerySchema = object({
  page: pageParam(),
  rows_per_page: rowsPerPageParam(OVERVIEW_ROWS_PER_PAGE_OPTIONS, DEFAULT_OVERVIEW_ROWS_PER_PAGE),
  sort_by: sortParam(OVERVIEW_SORT_FIELDS, 'last_activity'),
  descending: descendingParam(),
  /** Answer only the count of matching questionnaires. */
  count: flagParam(),
  /** Answer the ids of every match (at most 1,000): the bulk "select all". */
  only_ids: flagParam(),
  tax_year: number()
    .transform((value, original) => (original === '' || original === NO_FILTER ? undefined : value))
    .integer('tax_year must be a year')
    .min(OVERVIEW_FIRST_TAX_YEAR, 'tax_year must be a year')
    .max(2100, 'tax_year must be a year')
    .optional(),
  status: mixed<OverviewFilterStatus>()
    .transform((value) => (value === '' || value === NO_FILTER ? undefined : value))
    .oneOf(
      [...OVERVIEW_FILTER_STATUSES, undefined],
      `status must be one of ${OVERVIEW_FILTER_STATUSES.join(', ')}`,
    )
    .optional(),
  assigned_advisor_id: filterId('assigned_advisor_id'),
  firm_group_id: filterId('firm_group_id'),
  /** One of the firm's custom statuses, or NO_CUSTOM_STATUS for those with none. */
  custom_status_id: filterId('custom_status_id'),
  /** One of the firm's entity tags: questionnaires of entities carrying it. */
  entity_tag_id: filterId('entity_tag_id'),
});
export type OverviewQuery = InferType<typeof overviewQuerySchema>;

export interface OverviewRowDto {
  id: string;
  name: string;
  tax_year: number;
  /** YYYY-MM-DD, or null. */
  due_date: string | null;
  /** ISO, or null for a draft. */
  sent_at: string | null;
  /** ISO: the last answer, upload or change, else when it was sent or saved. */
  last_activity_at: string;
  status: OverviewStatus;
  status_label: string;
  is_draft: boolean;
  locked: boolean;
  completed: boolean;
  /** Deleted (listed only by the 'deleted' status filter, to be restored). */
  deleted: boolean;
  completed_sections: number;
  total_sections: number;
  /** The upload questions asked for, those answered, and the files given. */
  documents: DocumentCounts;
  /** Null when the entity has since been deleted. */
  company: { id: string; hash_id: string; name: string; entity_type: string } | null;
  assigned_advisor: { id: string; name: string } | null;
  reminders_disabled: boolean;
  /** ISO: when the next reminder goes, or null when none will. */
  next_reminder_at: string | null;
  /** The firm's custom status set on it, in the firm's own words; null when none is. */
  custom_status: { id: string; name: string } | null;
}

export interface OverviewPageDto {
  rows: OverviewRowDto[];
  /** With count=true: how many questionnaires match. */
  total?: number;
}
