// HTTP for imports (spec 3 §7 "Import"; paths are ours, see docs/api.md "Imports").
import type { Router } from 'express';
import {
  LIST_TEMPLATES,
  importUploadSchema,
  type ListTemplate,
} from '@portico/common/imports/imports';
import { mixed, string } from 'yup';
import { declareRoutes } from '../kernel/declared-routes';
import { portalAddress } from '../kernel/portal-address';
import type { ImportsService } from './imports.service';
import type { PlacedFilesService } from './placed-files/placed-files.service';
import { placeImportFileSchema } from '@portico/common/imports/placed-files';

const templateParam = mixed<ListTemplate>()
  .oneOf([...LIST_TEMPLATES], 'Choose the individuals, businesses or staff template')
  .required('Choose the individuals, businesses or staff template');
const fileIndexParam = string()
  .required('index must be a file number')
  .matches(/^\d{1,4}$/, 'index must be a file number');

export function importsRoutes(
  router: Router,
  { service, placing }: { service: ImportsService; placing: PlacedFilesService },
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.get(
    '/imports/client_list_template/:template',
    { params: { template: templateParam } },
    async ({ principal, params }, res) => {
      res.json(await service.templateLink(principal, params.template as ListTemplate));
    },
  );

  routes.post(
    '/imports/uploads',
    { body: importUploadSchema },
    async ({ principal, body }, res, req) => {
      res
        .status(201)
        .json(await service.startUpload(principal, body, portalAddress(req, portalUrl)));
    },
  );

  routes.post('/imports/uploads/:id/commit', {}, async ({ principal, params }, res) => {
    const { created, ...answer } = await service.commit(principal, params.id);
    res.status(created ? 201 : 200).json(answer);
  });

  routes.get('/imports/:id', {}, async ({ principal, params }, res) => {
    res.json({ import: await service.get(principal, params.id) });
  });

  routes.post(
    '/imports/:id/files/place',
    { body: placeImportFileSchema },
    async ({ principal, params, body }, res) => {
      res.json({ import: await placing.place(principal, params.id, body) });
    },
  );

  routes.get('/imports/:id/report/link', {}, async ({ principal, params }, res) => {
    res.json(await service.reportLink(principal, params.id));
  });

  routes.get(
    '/imports/:id/files/:index/link',
    { params: { index: fileIndexParam } },
    async ({ principal, params }, res) => {
      res.json(await service.fileLink(principal, params.id, Number(params.index)));
    },
  );
}
