// HTTP for an Individual entity's spouse: GET and POST /companies/:id/spouse.
import type { Router } from 'express';
import type { SpouseService } from './spouse.service';

export function spouseRoutes(router: Router, spouse: SpouseService): void {
  router.get('/companies/:id/spouse', async (req, res) => {
    res.json(await spouse.get(req.principal, req.params.id));
  });
  // The body is checked by the service after the caller, so a client is refused (403) whatever it sends.
  router.post('/companies/:id/spouse', async (req, res) => {
    res.status(201).json(await spouse.add(req.principal, req.params.id, req.body));
  });
}
