// HTTP for imports (spec 3 §7 "Import"; paths are ours, see docs/api.md "Imports").
import type { Router } from 'express';
import {
  CLIENT_LIST_TEMPLATES,
  importUploadSchema,
  type ClientListTemplate,
} from '@portico/common/imports/imports';
import { Invalid } from '../kernel/errors';
import { parseInput } from '../kernel/parse-input';
import type { ImportsService } from './imports.service';

const param = (value: unknown) => (typeof value === 'string' ? value : '');

export function importsRoutes(router: Router, service: ImportsService): void {
  router.get('/imports/client_list_template/:template', async (req, res) => {
    const template = param(req.params.template);
    if (!CLIENT_LIST_TEMPLATES.includes(template as ClientListTemplate))
      throw new Invalid('Choose the individuals or businesses template');
    res.json(await service.templateLink(req.principal, template as ClientListTemplate));
  });

  router.post('/imports/uploads', async (req, res) => {
    const input = await parseInput(importUploadSchema, req.body);
    res.status(201).json(await service.startUpload(req.principal, input));
  });

  router.post('/imports/uploads/:id/commit', async (req, res) => {
    const { created, ...answer } = await service.commit(req.principal, param(req.params.id));
    res.status(created ? 201 : 200).json(answer);
  });

  router.get('/imports/:id', async (req, res) => {
    res.json({ import: await service.get(req.principal, param(req.params.id)) });
  });

  router.get('/imports/:id/files/:index/link', async (req, res) => {
    const index = Number(param(req.params.index));
    if (!Number.isInteger(index) || index < 0) throw new Invalid('index must be a file number');
    res.json(await service.fileLink(req.principal, param(req.params.id), index));
  });
}
