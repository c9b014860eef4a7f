// HTTP for a draft's review (docs/api.md "Tax returns"): the return, its watermarked copy, the
// client's approval or request for changes, and staff starting classification.
import type { Router } from 'express';
import { approveDraftSchema, requestChangesSchema } from '@portico/common/tax-returns/draft-review';
import { declareRoutes } from '../../kernel/declared-routes';
import type { DraftsService } from './drafts.service';

export function draftsRoutes(router: Router, drafts: DraftsService): void {
  const routes = declareRoutes(router);
  routes.get('/tax_returns/:id', {}, async ({ principal, params }, res) => {
    res.json(await drafts.get(principal, params.id));
  });
  routes.get('/tax_returns/:id/draft_file', {}, async ({ principal, params }, res) => {
    res.json(await drafts.draftFile(principal, params.id));
  });
  routes.post(
    '/tax_returns/:id/approve',
    { body: approveDraftSchema },
    async ({ principal, params, body }, res) => {
      res.json(await drafts.approve(principal, params.id, body.reason));
    },
  );
  routes.post(
    '/tax_returns/:id/request_changes',
    { body: requestChangesSchema },
    async ({ principal, params, body }, res) => {
      res.json(await drafts.requestChanges(principal, params.id, body));
    },
  );
  routes.post('/tax_returns/:id/start_classification', {}, async ({ principal, params }, res) => {
    res.json(await drafts.startClassification(principal, params.id));
  });
}
