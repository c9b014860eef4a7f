// HTTP for a questionnaire's state (spec 2 §4 "Questionnaire status", §7 "Lock", "Restore
// questionnaire"; paths in docs/api.md): lock / unlock and mark completed one at a time or from the
// overview in bulk, the bulk due-date change, deleting one and restoring deleted ones.
import type { Router } from 'express';
import {
  changeDueDateSchema,
  lockQuestionnairesSchema,
  questionnaireStateSchema,
  restoreQuestionnairesSchema,
} from '@portico/common/questionnaires/send-template';
import { declareRoutes } from '../../kernel/declared-routes';
import type { QuestionnaireStateService } from './questionnaire-state.service';

export function lifecycleRoutes(router: Router, state: QuestionnaireStateService): void {
  const routes = declareRoutes(router);
  routes.patch(
    '/questionnaires/:id',
    { body: questionnaireStateSchema },
    async ({ principal, params, body }, res) => {
      res.json(await state.update(principal, params.id, body));
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
}
