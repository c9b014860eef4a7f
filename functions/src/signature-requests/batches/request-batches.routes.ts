// HTTP for sending one document to many entities (docs/api.md "Signature requests"): the send,
// accepted and done in the background, and its progress.
import type { Router } from 'express';
import { sendRequestBatchSchema } from '@portico/common/signature-requests/request-batches';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { RequestBatchesService } from './request-batches.service';

export function requestBatchesRoutes(
  router: Router,
  batches: RequestBatchesService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/signature_request_batches',
    { body: sendRequestBatchSchema },
    async ({ principal, body }, res, req) => {
      res.status(202).json(await batches.send(principal, body, portalAddress(req, portalUrl)));
    },
  );
  routes.get('/signature_request_batches/:id', {}, async ({ principal, params }, res) => {
    res.json(await batches.progress(principal, params.id));
  });
}
