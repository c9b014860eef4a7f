// HTTP for a PDF's annotations: GET and PUT /documents/:id/annotations (the full list). Paths in
// docs/api.md.
import type { Router } from 'express';
import { saveAnnotationsSchema } from '@portico/common/documents/annotations';
import { declareRoutes } from '../kernel/declared-routes';
import type { AnnotationsService } from './annotations.service';

export function annotationsRoutes(router: Router, annotations: AnnotationsService): void {
  const routes = declareRoutes(router);
  routes.get('/documents/:id/annotations', {}, async ({ principal, params }, res) => {
    res.json(await annotations.list(principal, params.id));
  });
  routes.put(
    '/documents/:id/annotations',
    { body: saveAnnotationsSchema },
    async ({ principal, params, body }, res) => {
      res.json(await annotations.save(principal, params.id, body));
    },
  );
}
