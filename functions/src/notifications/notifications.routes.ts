// HTTP for a user's notification list (paths not shown in the spec: docs/api.md).
import type { Router } from 'express';
import { notificationsQuerySchema } from '@portico/common/notifications/notifications-query';
import { declareRoutes } from '../kernel/declared-routes';
import type { NotificationsService } from './notifications.service';

export function notificationsRoutes(router: Router, notifications: NotificationsService): void {
  const routes = declareRoutes(router);
  routes.get(
    '/notifications',
    { query: notificationsQuerySchema },
    async ({ principal, query }, res) => {
      res.json(await notifications.list(principal, query));
    },
  );
  routes.post('/notifications/dismiss_all', {}, async ({ principal }, res) => {
    res.json(await notifications.dismissAll(principal));
  });
  routes.post('/notifications/:id/dismiss', {}, async ({ principal, params }, res) => {
    res.json(await notifications.dismiss(principal, params.id));
  });
}
