// HTTP for a questionnaire's custom status (spec 2 §7 "Custom status", "Status-change
// notification"; paths in docs/api.md): set it, read the notice it suggests, tell the owners.
import type { Router } from 'express';
import {
  notifyStatusChangeSchema,
  setCustomStatusSchema,
} from '@portico/common/questionnaires/custom-status';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { CustomStatusService } from './custom-status.service';

export function customStatusRoutes(
  router: Router,
  statuses: CustomStatusService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/questionnaires/:id/custom_status',
    { body: setCustomStatusSchema },
    async ({ principal, params, body }, res) => {
      res.json(await statuses.set(principal, params.id, body));
    },
  );
  routes.get('/questionnaires/:id/status_notice', {}, async ({ principal, params }, res) => {
    res.json(await statuses.notice(principal, params.id));
  });
  routes.post(
    '/questionnaires/notify_status_change',
    { body: notifyStatusChangeSchema },
    async ({ principal, body }, res, req) => {
      res.json(await statuses.notify(principal, body, portalAddress(req, portalUrl)));
    },
  );
}
