// HTTP for messaging so far: GET /companies/:id/conversations (the staff entity view).
import type { Router } from 'express';
import { declareRoutes } from '../kernel/declared-routes';
import type { MessagingService } from './messaging.service';

export function messagingRoutes(router: Router, service: MessagingService): void {
  declareRoutes(router).get(
    '/companies/:id/conversations',
    {},
    async ({ principal, params }, res) => {
      res.json(await service.listForEntity(principal, params.id));
    },
  );
}
