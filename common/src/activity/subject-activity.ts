// The activity of one thing, as its dialog lists it — a questionnaire's Activities tab (spec 2 §2,
// ten a page) and a tax return's activity log (spec 3 §2, §9: 32 a page): the log's lines about it,
// newest first, a page at a time, each with who did it by name.
import { object } from 'yup';
import { pageParam } from '../input/list-params';

export const QUESTIONNAIRE_ACTIVITY_PAGE_SIZE = 10;

export const activityPageQuerySchema = object({ page: pageParam() });

export interface SubjectActivityDto {
  id: string;
  title: string;
  description: string;
  /** Who did it, by name; null for the portal itself (the scheduler, a link). */
  by: string | null;
  created_at: string;
}

export interface SubjectActivityPageDto {
  activities: SubjectActivityDto[];
  page: number;
  has_more: boolean;
}
