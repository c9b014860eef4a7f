// The client profile's "Notification settings" (spec 3 §2 "User's Notification Settings dialog per
// entity"): the signed-in owner's own notification types on the current entity.
import { useOwnTypeIds } from '../api/notification-settings';
import { NotificationSubscriptionButton } from './notification-subscription-button';

interface Props {
  company: { id: string; name: string };
  /** Why the settings cannot change (read-only account or entity); they still show. */
  readOnlyReason?: string | undefined;
  /** Preview: the signed-in staff member is not this client, so there is nothing of theirs to show. */
  preview?: boolean;
}

export function ClientNotificationsButton({ company, readOnlyReason, preview = false }: Props) {
  const own = useOwnTypeIds(company.id, !preview);
  return (
    <NotificationSubscriptionButton
      label="Notification settings"
      disabled={preview}
      title="Notification settings"
      description={`Choose the notifications you receive for ${company.name}.`}
      entityIds={[company.id]}
      current={own}
      readOnlyReason={readOnlyReason}
    />
  );
}
