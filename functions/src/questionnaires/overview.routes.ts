// HTTP for the staff overview ('Collect'): the questionnaire list, its bulk lock and bulk due date,
// deleting one and restoring deleted ones (spec 2 §7 "Questionnaire list", "Lock", "Restore
// questionnaire"; paths in docs/api.md), and one questionnaire's activity for the advisor's dialog. The other bulk actions are the sending routes' (send drafts) and the
// reminders'.
import type { Router } from 'express';
import { overviewQuerySchema } from '@portico/common/questionnaires/overview';
import { activityPageQuerySchema } from '@portico/common/questionnaires/questionnaire-activity';
import {
  changeDueDateSchema,
  lockQuestionnairesSchema,
  restoreQuestionnairesSchema,
} from '@portico/common/questionnaires/send-template';
import { declareRoutes } from '../kernel/declared-routes';
import type { OverviewService } from './overview.service';
import type { QuestionnaireActivityService } from './questionnaire-activity.service';
import type { QuestionnaireStateService } from './questionnaire-state.service';

export function overviewRoutes(
  router: Router,
  overview: OverviewService,
  state: QuestionnaireStateService,
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
  routes.post(
    '/questionnaires/lock',
    { body: lockQuestionnairesSchema },
    async ({ principal, body }, res) => {
      res.json(await state.lockMany(principal, body));
    },
  );
  routes.post(
    '/questionnaires/change_due_date',
    { body: changeDueDateSchema },
    async ({ principal, body }, res) => {
      res.json(await state.changeDueDates(principal, body));
    },
  );
  routes.delete('/questionnaires/:id', {}, async ({ principal, params }, res) => {
    res.json(await state.remove(principal, params.id));
  });
  routes.post(
    '/questionnaires/restore',
    { body: restoreQuestionnairesSchema },
    async ({ principal, body }, res) => {
      res.json(await state.restoreMany(principal, body));
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
