// HTTP for the firm's activity log (spec 3 §7: GET /v2/activity_logs).
import type { Router } from 'express';
import { activityLogsQuerySchema } from '@portico/common/activity/activity-logs';
import { declareRoutes } from '../kernel/declared-routes';
import type { ActivityLogsService } from './activity-logs.service';

export function activityRoutes(router: Router, logs: ActivityLogsService): void {
  const routes = declareRoutes(router);
  routes.get(
    '/v2/activity_logs',
    { query: activityLogsQuerySchema },
    async ({ principal, query }, res) => {
      res.json(await logs.list(principal, query));
    },
  );
}
