// HTTP for splitting a PDF by hand: the review screen's plan (GET /documents/:id/split) and saving
// the split (POST /documents/:id/split). Paths in docs/api.md.
import type { Router } from 'express';
import { splitDocumentSchema } from '@portico/common/documents/split';
import { declareRoutes } from '../kernel/declared-routes';
import type { DocumentSplitService } from './document-split.service';

export function documentSplitRoutes(router: Router, split: DocumentSplitService): void {
  const routes = declareRoutes(router);
  routes.get('/documents/:id/split', {}, async ({ principal, params }, res) => {
    res.json(await split.plan(principal, params.id));
  });
  routes.post(
    '/documents/:id/split',
    { body: splitDocumentSchema },
    async ({ principal, params, body }, res) => {
      res.status(201).json(await split.split(principal, params.id, body));
    },
  );
}
