// HTTP for the staff overview ('Collect', spec 2 §7 "Questionnaire list"; paths in docs/api.md):
// the questionnaire list, and one questionnaire's activity for the advisor's dialog. Its bulk
// actions are the lifecycle's (lock, due date, delete, restore), the sending routes' (send drafts)
// and the reminders'.
import type { Router } from 'express';
import { overviewQuerySchema } from '@portico/common/questionnaires/overview';
import { activityPageQuerySchema } from '@portico/common/activity/subject-activity';
import { declareRoutes } from '../../kernel/declared-routes';
import type { OverviewService } from './overview.service';
import type { QuestionnaireActivityService } from './questionnaire-activity.service';

export function overviewRoutes(
  router: Router,
  overview: OverviewService,
  activity: QuestionnaireActivityService,
): void {
  const routes = declareRoutes(router);
  routes.get(
    '/v2/questionnaires',
    { query: overviewQuerySchema },
    async ({ principal, query }, res) => {
      res.json(await overview.list(principal, query));
    },
  );
  routes.get(
    '/questionnaires/:id/activities',
    { query: activityPageQuerySchema },
    async ({ principal, params, query }, res) => {
      res.json(await activity.page(principal, params.id, query.page));
    },
  );
}
