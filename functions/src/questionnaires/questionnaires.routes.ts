// HTTP for an entity's questionnaires (the staff entity view, the client dashboard; spec 2 §7,
// paths in docs/api.md). The rest of the area's routes live in its sub-areas.
import type { Router } from 'express';
import { declareRoutes } from '../kernel/declared-routes';
import type { QuestionnairesService } from './questionnaires.service';

export function questionnairesRoutes(router: Router, service: QuestionnairesService): void {
  const routes = declareRoutes(router);
  routes.get('/companies/:id/questionnaires', {}, async ({ principal, params }, res) => {
    res.json(await service.listForEntity(principal, params.id));
  });
}
