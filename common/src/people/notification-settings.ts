// Owner notification settings (spec 1 §3 and §5): the notification types and the rule that an
// entity keeps someone receiving questionnaires and someone signing them.
import { array, number, object, string } from 'yup';

export const NOTIFICATION_TYPES = [
  { id: 1, label: 'Information' },
  { id: 2, label: 'Documents' },
  { id: 3, label: 'Questionnaires' },
  { id: 4, label: 'Receives questionnaires' },
  { id: 5, label: 'Signs questionnaire signatures' },
  { id: 7, label: 'Questionnaire documents' },
] as const;
export const NOTIFICATION_TYPE_IDS: number[] = NOTIFICATION_TYPES.map((t) => t.id);
export const RECEIVES_QUESTIONNAIRE = 4;
export const SIGNS_QUESTIONNAIRE = 5;

export const NOTIFICATION_WARNING =
  'Please select at least one user to receive notifications for both Questionnaire and Questionnaire Signature.';

export interface OwnerSubscription {
  user_id: string;
  notification_type_ids: number[];
}

/** At least one owner receives questionnaires and at least one signs them. */
export function subscriptionsValid(
  subscriptions: Pick<OwnerSubscription, 'notification_type_ids'>[],
): boolean {
  const has = (id: number) => subscriptions.some((s) => s.notification_type_ids.includes(id));
  return has(RECEIVES_QUESTIONNAIRE) && has(SIGNS_QUESTIONNAIRE);
}

const typeIds = () =>
  array(number().required().oneOf(NOTIFICATION_TYPE_IDS, 'Unknown notification type')).required(
    'notification_type_ids is missing',
  );

export const ownerSubscriptionsSchema = object({
  subscriptions: array(object({ user_id: string().required(), notification_type_ids: typeIds() }))
    .required('subscriptions is missing')
    .min(1, 'subscriptions is missing'),
});

export const saveSubscriptionSchema = object({
  entity_ids: array(string().required())
    .required('entity_ids is missing')
    .min(1, 'entity_ids is missing'),
  notification_type_ids: typeIds(),
});
