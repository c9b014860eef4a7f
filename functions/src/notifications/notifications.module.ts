// The notifications area: who receives an entity's notifications (spec 1 §5, spec 3), the firm's
// global alert and each user's signal counters (the realtime documents). Mounts the notification
// settings under /companies and /alerts/global, /signals/me.
import type { Router } from 'express';
import { companiesRepo, usersRepo } from '../people/people.module';
import type { Ports } from '../platform/ports';
import { notificationSettingsRepo } from './notification-settings.repo';
import { notificationSettingsRoutes } from './notification-settings.routes';
import { notificationSettingsService } from './notification-settings.service';
import { realtimeRepo } from './realtime.repo';
import { realtimeRoutes } from './realtime.routes';
import { realtimeService } from './realtime.service';

export { realtimeRepo, type RealtimeRepo } from './realtime.repo';

export function mountNotifications(router: Router, ports: Ports): void {
  const { db } = ports;
  notificationSettingsRoutes(
    router,
    notificationSettingsService({
      db,
      settings: notificationSettingsRepo(db),
      companies: companiesRepo(db),
      users: usersRepo(db),
    }),
  );
  realtimeRoutes(router, realtimeService(realtimeRepo(db), ports.clock));
}
