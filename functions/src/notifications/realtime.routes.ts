// HTTP for the realtime documents' current values (the live updates come over the realtime channel).
import type { Router } from 'express';
import { globalAlertSchema } from '@portico/common/realtime/realtime-dto';
import { parseInput } from '../kernel/parse-input';
import type { RealtimeService } from './realtime.service';

export function realtimeRoutes(router: Router, realtime: RealtimeService): void {
  router.get('/alerts/global', async (req, res) => {
    res.json(await realtime.globalAlert(req.principal));
  });
  router.put('/alerts/global', async (req, res) => {
    res.json(
      await realtime.setGlobalAlert(req.principal, await parseInput(globalAlertSchema, req.body)),
    );
  });
  router.get('/signals/me', async (req, res) => {
    res.json(await realtime.mySignal(req.principal));
  });
}
