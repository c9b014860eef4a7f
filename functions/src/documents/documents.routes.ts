// HTTP for documents so far: the upload flow (spec 2 §7 "Upload documents": a temporary link,
// then process_document) and one document's link and removal. Paths in docs/api.md.
import type { Router } from 'express';
import { processDocumentSchema, startUploadSchema } from '@portico/common/documents/uploads';
import { declareRoutes } from '../kernel/declared-routes';
import type { DocumentsService } from './documents.service';
import type { UploadsService } from './uploads.service';

export function documentsRoutes(
  router: Router,
  uploads: UploadsService,
  documents: DocumentsService,
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/integrations/temporary_upload_link',
    { body: startUploadSchema },
    async ({ principal, body }, res) => {
      res.status(201).json(await uploads.startUpload(principal, body));
    },
  );
  routes.post(
    '/integrations/process_document',
    { body: processDocumentSchema },
    async ({ principal, body }, res) => {
      res.json(await uploads.process(principal, body));
    },
  );
  routes.get('/documents/:id/link', {}, async ({ principal, params }, res) => {
    res.json(await documents.link(principal, params.id));
  });
  routes.delete('/documents/:id', {}, async ({ principal, params }, res) => {
    await documents.remove(principal, params.id);
    res.status(204).end();
  });
}
