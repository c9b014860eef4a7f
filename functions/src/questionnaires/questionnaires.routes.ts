// HTTP for questionnaires so far: GET /companies/:id/questionnaires (the staff entity view).
import type { Router } from 'express';
import type { QuestionnairesService } from './questionnaires.service';

export function questionnairesRoutes(router: Router, service: QuestionnairesService): void {
  router.get('/companies/:id/questionnaires', async (req, res) => {
    res.json(await service.listForEntity(req.principal, req.params.id));
  });
}
