// The staff entity view's "My notifications": the signed-in firm user's own notification types on
// this entity. The assigned advisor of the entity or of its client cannot turn types off.
import { useMyNotifications } from '../api/notification-settings';
import { NotificationSubscriptionButton } from './notification-subscription-button';

export const ASSIGNED_LOCK_REASON =
  'You are the assigned advisor for this client, so notifications that are on cannot be turned off.';

export function MyNotificationsButton({ company }: { company: { id: string; name: string } }) {
  const mine = useMyNotifications(company.id);
  return (
    <NotificationSubscriptionButton
      label="My notifications"
      title="My notifications"
      description={`Choose the notifications you receive for ${company.name}.`}
      entityIds={[company.id]}
      current={{ ...mine, data: mine.data?.notification_type_ids }}
      lockedReason={mine.data?.locked ? ASSIGNED_LOCK_REASON : undefined}
    />
  );
}
