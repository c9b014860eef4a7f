// Notification settings (spec 1 §3 and §5, spec 3 §5): the notification types, the rule that an
// entity keeps an owner receiving questionnaires and one signing them, and the staff subscriptions.
import { array, number, object } from 'yup';
import { recordId } from '../input/record-id';
import { NOTIFICATION_TYPE, NOTIFICATION_TYPE_IDS } from '../notifications/notification-types';
import { MAX_BULK_TAG_IDS } from './tags';

export const NOTIFICATION_WARNING =
  'Please select at least one user to receive notifications for both Questionnaire and Questionnaire Signature.';

/** Toasts (spec 3 §8 "Notifications"): owners' settings, an owner's own, a staff member's own. */
export const NOTIFICATIONS_UPDATED = 'Notifications successfully updated';
export const USER_NOTIFICATIONS_SAVED = 'User notifications saved successfully';
export const NOTIFICATION_PREFERENCE_UPDATED = 'Notification preference updated successfully';

/** An assigned advisor keeps every type that is on for the entities of their clients (spec 1 §5). */
export const ASSIGNED_ADVISOR_CANNOT_DISABLE =
  'You cannot disable notifications for users assigned to you';

/** What save_notification_subscription answers a staff caller: the entities changed and skipped. */
export interface StaffSubscriptionResultDto {
  message: string;
  updated: string[];
  skipped: string[];
}

/** The caller's own types on one entity; `locked` when they may add types but not remove any. */
export interface MyNotificationsDto {
  notification_type_ids: number[];
  locked: boolean;
}

export interface OwnerSubscription {
  user_id: string;
  notification_type_ids: number[];
}

/** At least one owner receives questionnaires and at least one signs them. */
export function subscriptionsValid(
  subscriptions: Pick<OwnerSubscription, 'notification_type_ids'>[],
): boolean {
  const has = (id: number) => subscriptions.some((s) => s.notification_type_ids.includes(id));
  return has(NOTIFICATION_TYPE.receivesQuestionnaires) && has(NOTIFICATION_TYPE.signatures);
}

const typeIds = () =>
  array(number().required().oneOf(NOTIFICATION_TYPE_IDS, 'Unknown notification type')).required(
    'notification_type_ids is missing',
  );

export const ownerSubscriptionsSchema = object({
  subscriptions: array(
    object({ user_id: recordId('user_id').required(), notification_type_ids: typeIds() }),
  )
    .required('subscriptions is missing')
    .min(1, 'subscriptions is missing'),
});

export const saveSubscriptionSchema = object({
  entity_ids: array(recordId('entity_ids').required())
    .required('entity_ids is missing')
    .min(1, 'entity_ids is missing')
    .max(MAX_BULK_TAG_IDS, `Select at most ${MAX_BULK_TAG_IDS} at once`),
  notification_type_ids: typeIds(),
});
