// HTTP for notification settings: the caller's own types (owner or firm user) and the staff
// per-owner settings.
import type { Router } from 'express';
import {
  NOTIFICATION_PREFERENCE_UPDATED,
  NOTIFICATIONS_UPDATED,
  ownerSubscriptionsSchema,
  saveSubscriptionSchema,
  USER_NOTIFICATIONS_SAVED,
  type StaffSubscriptionResultDto,
} from '@portico/common/people/notification-settings';
import { declareRoutes } from '../kernel/declared-routes';
import type { NotificationSettingsService } from './notification-settings.service';

export function notificationSettingsRoutes(
  router: Router,
  settings: NotificationSettingsService,
): void {
  const routes = declareRoutes(router);
  routes.get('/companies/:id/get_notification_type_ids', {}, async ({ principal, params }, res) => {
    res.json(await settings.myTypeIds(principal, params.id));
  });
  routes.get('/companies/:id/my_notifications', {}, async ({ principal, params }, res) => {
    res.json(await settings.mine(principal, params.id));
  });
  routes.post(
    '/companies/save_notification_subscription',
    { body: saveSubscriptionSchema },
    async ({ principal, body }, res) => {
      const staff = await settings.saveMine(principal, body.entity_ids, body.notification_type_ids);
      if (!staff) {
        res.json({ message: USER_NOTIFICATIONS_SAVED });
        return;
      }
      const answer: StaffSubscriptionResultDto = {
        message: NOTIFICATION_PREFERENCE_UPDATED,
        ...staff,
      };
      res.json(answer);
    },
  );
  routes.get('/companies/:id/notification_settings', {}, async ({ principal, params }, res) => {
    res.json({ owners: await settings.owners(principal, params.id) });
  });
  routes.put(
    '/companies/:id/notification_settings',
    { body: ownerSubscriptionsSchema },
    async ({ principal, params, body }, res) => {
      await settings.setOwners(principal, params.id, body.subscriptions);
      res.json({ message: NOTIFICATIONS_UPDATED });
    },
  );
}
