// HTTP for documents: the upload flow (spec 2 §7 "Upload documents": a temporary link, then
// process_document), an entity's vault (a folder's listing, folders, renaming, deleting and
// restoring) and one document's link. Paths in docs/api.md.
import type { Router } from 'express';
import { processDocumentSchema, startUploadSchema } from '@portico/common/documents/uploads';
import {
  createFolderSchema,
  downloadDocumentsSchema,
  folderActionSchema,
  listDocumentsSchema,
  moveDocumentsSchema,
  renameFolderSchema,
  updateDocumentSchema,
} from '@portico/common/documents/vault';
import { boolean, object } from 'yup';
import { declareRoutes } from '../kernel/declared-routes';
import { sendZip } from '../platform/blobs/zip-response';
import type { DocumentsService } from './documents.service';
import type { UploadsService } from './uploads.service';
import type { VaultDownloadService } from './vault-download.service';
import type { VaultMovesService } from './vault-moves.service';
import type { VaultService } from './vault.service';

export function documentsRoutes(
  router: Router,
  uploads: UploadsService,
  documents: DocumentsService,
  vault: VaultService,
  downloads: VaultDownloadService,
  moves: VaultMovesService,
): void {
  const routes = declareRoutes(router);
  routes.get('/documents', { query: listDocumentsSchema }, async ({ principal, query }, res) => {
    res.json(await vault.list(principal, query));
  });
  routes.post(
    '/documents/download',
    { body: downloadDocumentsSchema },
    async ({ principal, body }, res) => {
      const { fileName, entries } = await downloads.prepare(principal, body);
      await sendZip(res, fileName, entries);
    },
  );
  routes.post(
    '/documents/folders',
    { body: createFolderSchema },
    async ({ principal, body }, res) => {
      res.status(201).json(await vault.createFolder(principal, body));
    },
  );
  routes.patch(
    '/documents/folders',
    { body: renameFolderSchema },
    async ({ principal, body }, res) => {
      res.json(await moves.renameFolder(principal, body));
    },
  );
  routes.post(
    '/documents/move',
    { body: moveDocumentsSchema },
    async ({ principal, body }, res) => {
      res.json(await moves.moveFiles(principal, body));
    },
  );
  routes.delete(
    '/documents/folders',
    { query: folderActionSchema },
    async ({ principal, query }, res) => {
      await vault.deleteFolder(principal, query);
      res.status(204).end();
    },
  );
  routes.post(
    '/documents/folders/restore',
    { body: folderActionSchema },
    async ({ principal, body }, res) => {
      await vault.restoreFolder(principal, body);
      res.status(204).end();
    },
  );
  routes.patch(
    '/documents/:id',
    { body: updateDocumentSchema },
    async ({ principal, params, body }, res) => {
      res.json(await vault.updateFile(principal, params.id, body));
    },
  );
  routes.post('/documents/:id/restore', {}, async ({ principal, params }, res) => {
    res.json(await vault.restoreFile(principal, params.id));
  });
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
  routes.get(
    '/documents/:id/link',
    { query: object({ download: boolean().default(false) }) },
    async ({ principal, params, query }, res) => {
      res.json(await documents.link(principal, params.id, query.download));
    },
  );
  routes.get('/documents/:id/preview', {}, async ({ principal, params }, res) => {
    res.json(await documents.preview(principal, params.id));
  });
  routes.post('/documents/:id/recognize', {}, async ({ principal, params }, res) => {
    res.status(202).json(await documents.recognizeAgain(principal, params.id));
  });
  routes.delete('/documents/:id', {}, async ({ principal, params }, res) => {
    await documents.remove(principal, params.id);
    res.status(204).end();
  });
}
