// HTTP for classifying and sending a return (docs/api.md "Tax returns"): what it asks for, saving
// that, and sending it to its signers (the queued task tells them).
import type { Router } from 'express';
import { classificationSchema } from '@portico/common/tax-returns/classification';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { TaskQueue } from '../../platform/queue/task-queue';
import { deliverTaxReturnTask } from '../sending/deliver-tax-return.task';
import type { ClassificationService } from './classification.service';

export function classificationRoutes(
  router: Router,
  classification: ClassificationService,
  queue: TaskQueue,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.get('/tax_returns/:id/classification', {}, async ({ principal, params }, res) => {
    res.json(await classification.get(principal, params.id));
  });
  routes.put(
    '/tax_returns/:id/classification',
    { body: classificationSchema },
    async ({ principal, params, body }, res) => {
      res.json(await classification.save(principal, params.id, body));
    },
  );
  routes.post('/tax_returns/:id/send', {}, async ({ principal, params }, res, req) => {
    const sending = await classification.send(principal, params.id);
    await queue.enqueue(
      deliverTaxReturnTask,
      {
        firmId: principal!.firmId,
        taxReturnId: sending.id,
        portalUrl: portalAddress(req, portalUrl),
      },
      { taskId: `deliver-tax-return-${sending.id}` },
    );
    res.json(sending);
  });
}
