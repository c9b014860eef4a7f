// HTTP for questionnaires so far: GET /companies/:id/questionnaires (the staff entity view).
import type { Router } from 'express';
import { declareRoutes } from '../kernel/declared-routes';
import type { QuestionnairesService } from './questionnaires.service';

export function questionnairesRoutes(router: Router, service: QuestionnairesService): void {
  declareRoutes(router).get(
    '/companies/:id/questionnaires',
    {},
    async ({ principal, params }, res) => {
      res.json(await service.listForEntity(principal, params.id));
    },
  );
}
