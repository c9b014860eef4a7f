// A user's notification list (spec 3 §2 "Notifications"): a page of their own, newest first,
// filtered by a search over the text and the entity's name, by unread only and by type; and
// dismissing one or all of them.
import type {
  NotificationDto,
  NotificationsPageDto,
} from '@portico/common/notifications/notifications';
import type { NotificationsQuery } from '@portico/common/notifications/notifications-query';
import { requireSignedIn, type Principal } from '../kernel/principal';
import { searchLookupFor } from '../kernel/search-tokens';
import type { Clock } from '../platform/clock/clock';
import { requireOwnNotification } from './notifications.policy';
import type { NotificationRecord, NotificationsRepo } from './notifications.repo';

const toDto = (record: NotificationRecord): NotificationDto => ({
  id: record.id,
  text: record.text,
  link: record.link,
  client_name: record.clientName,
  created_at: record.createdAt.toISOString(),
  dismissed: record.dismissed,
  type_id: record.typeId,
});

export function notificationsService(notifications: NotificationsRepo, clock: Clock) {
  return {
    async list(
      principal: Principal | null | undefined,
      query: NotificationsQuery,
    ): Promise<NotificationsPageDto> {
      const caller = requireSignedIn(principal);
      const [{ records, total }, unread] = await Promise.all([
        notifications.page(
          {
            firmId: caller.firmId,
            userId: caller.userId,
            unread: query.unread,
            typeId: query.type_id ?? null,
            // A term too short to look up filters nothing, as in the other lists.
            search: searchLookupFor(query.search),
          },
          query.page,
          query.per_page,
        ),
        notifications.unreadCount(caller.firmId, caller.userId),
      ]);
      return {
        notifications: records.map(toDto),
        total,
        page: query.page,
        per_page: query.per_page,
        unread_count: unread,
      };
    },

    async dismiss(principal: Principal | null | undefined, id: string): Promise<NotificationDto> {
      const caller = requireSignedIn(principal);
      const record = requireOwnNotification(caller, await notifications.get(caller.firmId, id));
      await notifications.dismiss(record, clock.now());
      return toDto({ ...record, dismissed: true });
    },

    async dismissAll(principal: Principal | null | undefined): Promise<{ dismissed: number }> {
      const caller = requireSignedIn(principal);
      return {
        dismissed: await notifications.dismissAll(caller.firmId, caller.userId, clock.now()),
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
