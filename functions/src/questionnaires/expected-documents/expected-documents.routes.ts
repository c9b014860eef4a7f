// HTTP for an entity's expected documents (issue 15 item 8; docs/api.md "Expected documents").
import type { Router } from 'express';
import {
  expectedDocumentsQuerySchema,
  expectedSummariesSchema,
} from '@portico/common/questionnaires/expected-documents-input';
import { declareRoutes } from '../../kernel/declared-routes';
import type { ExpectedDocumentsService } from './expected-documents.service';

export function expectedDocumentsRoutes(router: Router, expected: ExpectedDocumentsService): void {
  const routes = declareRoutes(router);
  routes.post(
    '/expected_documents/summaries',
    { body: expectedSummariesSchema },
    async ({ principal, body }, res) => {
      res.json(await expected.summaries(principal, body));
    },
  );
  routes.get(
    '/companies/:id/expected_documents',
    { query: expectedDocumentsQuerySchema },
    async ({ principal, params, query }, res) => {
      res.json(await expected.forCompany(principal, params.id, query.year));
    },
  );
}
