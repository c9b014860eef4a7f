// The notifications list's query (GET /notifications, spec 3 §8): apart from notifications.ts so
// the bell on every client screen carries no schema library.
import { mixed, number, object, string, type InferType } from 'yup';
import { flagParam, pageParam } from '../input/list-params';
import { NOTIFICATION_TYPE_IDS } from './notification-types';
import { NOTIFICATION_PAGE_SIZES, NOTIFICATIONS_PER_PAGE } from './notifications';

export const notificationsQuerySchema = object({
  page: pageParam(),
  per_page: mixed<number>()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
    .oneOf([...NOTIFICATION_PAGE_SIZES], `per_page must be ${NOTIFICATION_PAGE_SIZES.join(', ')}`)
    .default(NOTIFICATIONS_PER_PAGE),
  search: string().trim().max(100, 'search can have at most 100 characters').default(''),
  /** Only the ones not dismissed yet. */
  unread: flagParam(),
  type_id: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('type_id must be a notification type')
    .oneOf(NOTIFICATION_TYPE_IDS, 'Unknown notification type')
    .optional(),
});
export type NotificationsQuery = InferType<typeof notificationsQuerySchema>;
