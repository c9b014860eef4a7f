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
import { parseInput } from '../kernel/parse-input';
import type { NotificationSettingsService } from './notification-settings.service';

export function notificationSettingsRoutes(
  router: Router,
  settings: NotificationSettingsService,
): void {
  router.get('/companies/:id/get_notification_type_ids', async (req, res) => {
    res.json(await settings.myTypeIds(req.principal, req.params.id));
  });
  router.get('/companies/:id/my_notifications', async (req, res) => {
    res.json(await settings.mine(req.principal, req.params.id));
  });
  router.post('/companies/save_notification_subscription', async (req, res) => {
    const input = await parseInput(saveSubscriptionSchema, req.body);
    const staff = await settings.saveMine(
      req.principal,
      input.entity_ids,
      input.notification_type_ids,
    );
    if (!staff) {
      res.json({ message: USER_NOTIFICATIONS_SAVED });
      return;
    }
    const answer: StaffSubscriptionResultDto = {
      message: NOTIFICATION_PREFERENCE_UPDATED,
      ...staff,
    };
    res.json(answer);
  });
  router.get('/companies/:id/notification_settings', async (req, res) => {
    res.json({ owners: await settings.owners(req.principal, req.params.id) });
  });
  router.put('/companies/:id/notification_settings', async (req, res) => {
    const input = await parseInput(ownerSubscriptionsSchema, req.body);
    await settings.setOwners(req.principal, req.params.id, input.subscriptions);
    res.json({ message: NOTIFICATIONS_UPDATED });
  });
}
