// HTTP for the realtime documents' current values (the live updates come over the realtime channel).
import type { Router } from 'express';
import { globalAlertSchema } from '@portico/common/realtime/realtime-dto';
import { declareRoutes } from '../kernel/declared-routes';
import type { RealtimeService } from './realtime.service';

export function realtimeRoutes(router: Router, realtime: RealtimeService): void {
  const routes = declareRoutes(router);
  routes.get('/alerts/global', {}, async ({ principal }, res) => {
    res.json(await realtime.globalAlert(principal));
  });
  routes.put('/alerts/global', { body: globalAlertSchema }, async ({ principal, body }, res) => {
    res.json(await realtime.setGlobalAlert(principal, body));
  });
  routes.get('/signals/me', {}, async ({ principal }, res) => {
    res.json(await realtime.mySignal(principal));
  });
}
