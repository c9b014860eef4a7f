// Local-only: the dev inbox's view of the mail and SMS outbox. Never part of the deployed API.
import { Router } from 'express';
import type { OutboxRepo } from '../platform/outbox/outbox.repo';

export function devOutboxRouter(outbox: OutboxRepo): Router {
  const router = Router();
  router.get('/outbox', async (_req, res) => {
    res.json({ items: await outbox.latest(200) });
  });
  return router;
}
