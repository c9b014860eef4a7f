// The Entities page's bulk "Notifications" action: the signed-in firm user's own notification types
// on every selected entity. Entities of clients assigned to them keep what is on (spec 1 §5).
import { countNoun } from '@portico/common/format/count-noun';
import { NOTIFICATION_TYPE_IDS } from '@portico/common/notifications/notification-types';
import { NotificationSubscriptionButton } from './notification-subscription-button';

const ALL_ON = { data: NOTIFICATION_TYPE_IDS, isError: false, error: null };

export function BulkNotificationsButton({
  companyIds,
  onDone,
}: {
  companyIds: string[];
  onDone: () => void;
}) {
  const selected = countNoun(companyIds.length, 'selected entity', 'selected entities');
  return (
    <NotificationSubscriptionButton
      label="Notifications"
      title="Notification preferences"
      description={`Choose the notifications you receive for the ${selected}. Entities of clients assigned to you keep every notification that is on.`}
      entityIds={companyIds}
      current={ALL_ON}
      saveUnchanged
      onSaved={onDone}
    />
  );
}
