// HTTP for moving a document within a questionnaire (spec 2 §4 "Documents can be dragged between
// questions or to additional documents"; paths in docs/api.md).
import type { Router } from 'express';
import { moveDocumentSchema } from '@portico/common/questionnaires/answer-schemas';
import { declareRoutes } from '../../kernel/declared-routes';
import type { DocumentMovesService } from './document-moves.service';

export function documentMovesRoutes(router: Router, moves: DocumentMovesService): void {
  const routes = declareRoutes(router);
  routes.post(
    '/questionnaires/:id/move_document',
    { body: moveDocumentSchema },
    async ({ principal, params, body }, res) => {
      res.json(await moves.move(principal, params.id, body));
    },
  );
}
