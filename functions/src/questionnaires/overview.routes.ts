// HTTP for the staff overview ('Collect'): the questionnaire list, its bulk lock and bulk due date
// (spec 2 §7 "Questionnaire list", "Lock"; paths in docs/api.md). The other bulk actions are the
// sending routes' (send drafts) and the reminders'.
import type { Router } from 'express';
import { overviewQuerySchema } from '@portico/common/questionnaires/overview';
import {
  changeDueDateSchema,
  lockQuestionnairesSchema,
} from '@portico/common/questionnaires/send-template';
import { declareRoutes } from '../kernel/declared-routes';
import type { OverviewService } from './overview.service';
import type { QuestionnaireStateService } from './questionnaire-state.service';

export function overviewRoutes(
  router: Router,
  overview: OverviewService,
  state: QuestionnaireStateService,
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
}
