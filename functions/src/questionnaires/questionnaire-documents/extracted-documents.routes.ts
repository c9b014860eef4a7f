// HTTP for what recognition made of a questionnaire's uploads (paths in docs/api.md).
import type { Router } from 'express';
import { declareRoutes } from '../../kernel/declared-routes';
import type { ExtractedDocumentsService } from './extracted-documents.service';

export function extractedDocumentsRoutes(
  router: Router,
  extracted: ExtractedDocumentsService,
): void {
  declareRoutes(router).get(
    '/questionnaires/:id/extracted_documents',
    {},
    async ({ principal, params }, res) => {
      res.json(await extracted.list(principal, params.id));
    },
  );
}
