// HTTP for messaging (docs/api.md "Messaging"): the staff entity view's list, the conversation
// lists, one conversation with its messages, sending, and marking a conversation seen.
import type { Router } from 'express';
import {
  conversationsQuerySchema,
  sendMessageSchema,
} from '@portico/common/messaging/messages-input';
import { declareRoutes } from '../kernel/declared-routes';
import type { MessagingService } from './messaging.service';

export function messagingRoutes(router: Router, service: MessagingService): void {
  const routes = declareRoutes(router);
  routes.get('/companies/:id/conversations', {}, async ({ principal, params }, res) => {
    res.json(await service.listForEntity(principal, params.id));
  });
  routes.get(
    '/conversations',
    { query: conversationsQuerySchema },
    async ({ principal, query }, res) => {
      res.json(await service.list(principal, query));
    },
  );
  routes.get('/conversations/:id', {}, async ({ principal, params }, res) => {
    res.json(await service.get(principal, params.id));
  });
  routes.post(
    '/conversations/:id/messages',
    { body: sendMessageSchema },
    async ({ principal, params, body }, res) => {
      res.status(201).json(await service.send(principal, params.id, body));
    },
  );
  routes.post('/conversations/:id/mark_seen', {}, async ({ principal, params }, res) => {
    res.json(await service.markSeen(principal, params.id));
  });
}
