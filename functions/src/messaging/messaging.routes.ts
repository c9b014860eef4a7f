// HTTP for messaging so far: GET /companies/:id/conversations (the staff entity view).
import type { Router } from 'express';
import type { MessagingService } from './messaging.service';

export function messagingRoutes(router: Router, service: MessagingService): void {
  router.get('/companies/:id/conversations', async (req, res) => {
    res.json(await service.listForEntity(req.principal, req.params.id));
  });
}
