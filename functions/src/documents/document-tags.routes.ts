// HTTP for document tags: the firm's list (GET/POST /documents/tags, DELETE /documents/tags/:id)
// and one file's tags (PUT /documents/:id/tags). Paths in docs/api.md.
import type { Router } from 'express';
import {
  createDocumentTagSchema,
  documentTagsSchema,
} from '@portico/common/documents/document-tags';
import { declareRoutes } from '../kernel/declared-routes';
import type { DocumentTagsService } from './document-tags.service';

export function documentTagsRoutes(router: Router, tags: DocumentTagsService): void {
  const routes = declareRoutes(router);
  routes.get('/documents/tags', {}, async ({ principal }, res) => {
    res.json({ tags: await tags.list(principal) });
  });
  routes.post(
    '/documents/tags',
    { body: createDocumentTagSchema },
    async ({ principal, body }, res) => {
      res.status(201).json(await tags.create(principal, body.tag));
    },
  );
  routes.delete('/documents/tags/:id', {}, async ({ principal, params }, res) => {
    await tags.remove(principal, params.id);
    res.status(204).end();
  });
  routes.put(
    '/documents/:id/tags',
    { body: documentTagsSchema },
    async ({ principal, params, body }, res) => {
      res.json(await tags.setFileTags(principal, params.id, body.tag_ids));
    },
  );
}
