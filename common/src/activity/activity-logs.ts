// The firm's activity log as staff read it (spec 3 §2 "Activity logs", §7 "GET /v2/activity_logs",
// §10): its types and their colours, a page of 32, and the list's filters.
import { number, object, string, type InferType } from 'yup';
import { pageParam } from '../input/list-params';
import { recordId } from '../input/record-id';

/** Spec 3 §10: the activity type ids, by name (every writer of the log uses these). */
export const ACTIVITY_TYPE = {
  /** Sign-ins and failed sign-ins. */
  uncategorized: 0,
  detailChange: 1,
  document: 2,
  questionnaire: 3,
  delivery: 5,
  connect: 6,
} as const;

/** What each type is called on the Activities page. */
export const ACTIVITY_TYPES = [
  { id: ACTIVITY_TYPE.uncategorized, label: 'Uncategorized' },
  { id: ACTIVITY_TYPE.detailChange, label: 'Detail change' },
  { id: ACTIVITY_TYPE.document, label: 'Document' },
  { id: ACTIVITY_TYPE.questionnaire, label: 'Questionnaire' },
  { id: ACTIVITY_TYPE.delivery, label: 'Delivery' },
  { id: ACTIVITY_TYPE.connect, label: 'Connect' },
] as const;
export const ACTIVITY_TYPE_IDS: number[] = ACTIVITY_TYPES.map((t) => t.id);

export const ACTIVITY_LOG_PAGE_SIZE = 32;

export type ActivityColor = 'green' | 'blue' | 'orange' | 'teal' | 'gray';

/** Spec 3 §10: "2 green; 3, 5 and 7 blue; 4 orange; 8 teal; others gray". */
export function activityColor(typeId: number): ActivityColor {
  if (typeId === 2) return 'green';
  if (typeId === 3 || typeId === 5 || typeId === 7) return 'blue';
  if (typeId === 4) return 'orange';
  if (typeId === 8) return 'teal';
  return 'gray';
}

export const activityTypeLabel = (typeId: number): string =>
  ACTIVITY_TYPES.find((t) => t.id === typeId)?.label ?? 'Uncategorized';

export const ACTIVITY_MESSAGES = {
  chooseEntity: 'Choose an entity to see its activity',
} as const;

export const activityLogsQuerySchema = object({
  page: pageParam(),
  per_page: number()
    .typeError('per_page must be a number')
    .integer('per_page must be a whole number')
    .min(1, 'per_page must be between 1 and 100')
    .max(100, 'per_page must be between 1 and 100')
    .default(ACTIVITY_LOG_PAGE_SIZE),
  company_id: recordId('company_id').optional(),
  questionnaire_id: recordId('questionnaire_id').optional(),
  type_id: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('type_id must be an activity type')
    .oneOf(ACTIVITY_TYPE_IDS, 'Unknown activity type')
    .optional(),
  search: string().trim().max(100, 'search can have at most 100 characters').default(''),
});
export type ActivityLogsQuery = InferType<typeof activityLogsQuerySchema>;

export interface ActivityLogDto {
  id: string;
  type_id: number;
  title: string;
  description: string;
  /** ISO 8601. */
  created_at: string;
  /** Who did it, by name; null for the portal itself or someone no longer there. */
  user_name: string | null;
  company_id: string | null;
  /** The entity's name, and its hash for a link; null when none (a sign-in) or gone. */
  company_name: string | null;
  company_hash: string | null;
  questionnaire_id: string | null;
}

export interface ActivityLogsDto {
  activities: ActivityLogDto[];
  total: number;
  per_page: number;
  page: number;
}
