// HTTP for the advisor dialog's Unattached tab: the entity's unattached documents, and attaching
// them to the questionnaire (spec 2 §7 "Attach documents"); and the questionnaire's deleted
// documents, for its Documents tab to restore (paths in docs/api.md).
import type { Router } from 'express';
import { attachDocumentsSchema } from '@portico/common/questionnaires/unattached-documents';
import { declareRoutes } from '../../kernel/declared-routes';
import type { UnattachedDocumentsService } from './unattached-documents.service';

export function unattachedDocumentsRoutes(
  router: Router,
  unattached: UnattachedDocumentsService,
): void {
  const routes = declareRoutes(router);
  routes.get('/questionnaires/:id/unattached_documents', {}, async ({ principal, params }, res) => {
    res.json(await unattached.list(principal, params.id));
  });
  routes.get('/questionnaires/:id/deleted_documents', {}, async ({ principal, params }, res) => {
    res.json(await unattached.listDeleted(principal, params.id));
  });
  routes.post(
    '/questionnaires/:id/attach_documents',
    { body: attachDocumentsSchema },
    async ({ principal, params, body }, res) => {
      res.json(await unattached.attach(principal, params.id, body));
    },
  );
}
