// HTTP for notification settings: the caller's own types and the staff per-owner settings.
import type { Router } from 'express';
import {
  ownerSubscriptionsSchema,
  saveSubscriptionSchema,
} from '@portico/common/people/notification-settings';
import { parseInput } from '../http/parse-body';
import type { NotificationSettingsService } from './notification-settings.service';

export function notificationSettingsRoutes(
  router: Router,
  settings: NotificationSettingsService,
): void {
  router.get('/companies/:id/get_notification_type_ids', async (req, res) => {
    res.json(await settings.myTypeIds(req.principal, req.params.id));
  });
  router.post('/companies/save_notification_subscription', async (req, res) => {
    const input = await parseInput(saveSubscriptionSchema, req.body);
    await settings.saveMine(req.principal, input.entity_ids, input.notification_type_ids);
    res.json({ message: 'User notifications saved successfully' });
  });
  router.get('/companies/:id/notification_settings', async (req, res) => {
    res.json({ owners: await settings.owners(req.principal, req.params.id) });
  });
  router.put('/companies/:id/notification_settings', async (req, res) => {
    const input = await parseInput(ownerSubscriptionsSchema, req.body);
    await settings.setOwners(req.principal, req.params.id, input.subscriptions);
    res.json({ message: 'Notifications successfully updated' });
  });
}
