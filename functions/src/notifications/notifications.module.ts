// The notifications area: who receives an entity's notifications (spec 1 §5, spec 3), each user's
// notification list, the firm's global alert and each user's signal counters (the realtime
// documents). Mounts the notification settings under /companies, /notifications, /alerts/global
// and /signals/me; other areas tell of their events through `entityNotifications`.
import type { Router } from 'express';
import { entitiesRepo, usersRepo } from '../people/people.module';
import type { Ports } from '../platform/ports';
import { notificationSettingsRepo } from './notification-settings.repo';
import { notificationSettingsRoutes } from './notification-settings.routes';
import { notificationSettingsService } from './notification-settings.service';
import { notificationsRepo } from './notifications.repo';
import { notificationsRoutes } from './notifications.routes';
import { notificationsService } from './notifications.service';
import { realtimeRepo } from './realtime.repo';
import { realtimeRoutes } from './realtime.routes';
import { realtimeService } from './realtime.service';

export { realtimeRepo, type RealtimeRepo } from './realtime.repo';
export {
  entityNotifications,
  type EntityNotification,
  type EntityNotifications,
} from './entity-notifications';
export { notificationsRepo } from './notifications.repo';
export {
  directNotifications,
  type DirectNotification,
  type DirectNotifications,
} from './direct-notifications';

export function mountNotifications(router: Router, ports: Ports): void {
  const { db } = ports;
  notificationSettingsRoutes(
    router,
    notificationSettingsService({
      db,
      settings: notificationSettingsRepo(db),
      entities: entitiesRepo(db),
      users: usersRepo(db),
    }),
  );
  notificationsRoutes(router, notificationsService(notificationsRepo(db), ports.clock));
  realtimeRoutes(router, realtimeService(realtimeRepo(db), ports.clock));
}
