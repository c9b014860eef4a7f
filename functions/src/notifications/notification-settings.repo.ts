// Per-owner notification subscriptions of an entity: the notification_subscriptions map on
// firms/{firmId}/companies/{id} (owner id → notification type ids).
import { NOTIFICATION_TYPE_IDS } from '@portico/common/people/notification-settings';
import { companiesPath } from '../people/companies.repo';
import type { Db } from '../platform/db/db';

type Subscriptions = Record<string, number[]>;

export function notificationSettingsRepo(db: Db) {
  const ref = (firmId: string, companyId: string) =>
    db.doc(`${companiesPath(firmId)}/${companyId}`);
  return {
    /** Owners without a stored choice receive every type (the default for a new owner). */
    async get(firmId: string, companyId: string, ownerIds: string[]): Promise<Subscriptions> {
      const stored = ((await ref(firmId, companyId).get()).data()?.notification_subscriptions ??
        {}) as Subscriptions;
      return Object.fromEntries(
        ownerIds.map((id) => [id, stored[id] ?? [...NOTIFICATION_TYPE_IDS]]),
      );
    },
    async set(firmId: string, companyId: string, subscriptions: Subscriptions): Promise<void> {
      await ref(firmId, companyId).update({ notification_subscriptions: subscriptions });
    },
  };
}

export type NotificationSettingsRepo = ReturnType<typeof notificationSettingsRepo>;
