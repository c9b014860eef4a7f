// A questionnaire's activity, as the advisor's questionnaire dialog lists it (spec 2 §2 "Activities
// (related activity list with pagination)"): newest first, a page at a time.
import { object } from 'yup';
import { pageParam } from '../input/list-params';

export const ACTIVITY_PAGE_SIZE = 10;

export const activityPageQuerySchema = object({ page: pageParam() });

export interface QuestionnaireActivityDto {
  id: string;
  title: string;
  description: string;
  /** Who did it, by name; null for the portal itself (the scheduler, a link). */
  by: string | null;
  created_at: string;
}

export interface QuestionnaireActivityPageDto {
  activities: QuestionnaireActivityDto[];
  page: number;
  has_more: boolean;
}
