// HTTP for the firm's Drop Link (docs/api.md "Drop Link"): the staff dialog's calls, and the public
// page's, which carry the link's token in the body (never in a URL the logs keep) and need no
// sign-in.
import type { Router } from 'express';
import {
  dropLinkAccessSchema,
  dropLinkSettingsSchema,
  saveDropSchema,
  startDropSchema,
  submitDropSchema,
} from '@portico/common/documents/drop-link';
import { declareRoutes } from '../kernel/declared-routes';
import { portalAddress } from '../kernel/portal-address';
import { sendZip } from '../platform/blobs/zip-response';
import type { DropLinkPublicService } from './drop-link-public.service';
import type { DropLinkService } from './drop-link.service';
import type { DropFilingService } from './drop-filing.service';

export function dropLinkRoutes(
  router: Router,
  dropLink: DropLinkService,
  filing: DropFilingService,
  page: DropLinkPublicService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.get('/drop_link', {}, async ({ principal }, res) => {
    res.json(await dropLink.get(principal));
  });
  routes.put(
    '/drop_link/settings',
    { body: dropLinkSettingsSchema },
    async ({ principal, body }, res) => {
      res.json(await dropLink.saveSettings(principal, body));
    },
  );
  routes.post('/drop_link/drops/:id/download', {}, async ({ principal, params }, res) => {
    const { fileName, entries } = await dropLink.download(principal, params.id);
    await sendZip(res, fileName, entries);
  });
  routes.post(
    '/drop_link/drops/:id/save',
    { body: saveDropSchema },
    async ({ principal, params, body }, res) => {
      res.json(await filing.save(principal, params.id, body));
    },
  );
  routes.post(
    '/drop_link/open',
    { body: dropLinkAccessSchema, public: true },
    async ({ body }, res) => {
      res.json(await page.open(body));
    },
  );
  routes.post(
    '/drop_link/temporary_upload_link',
    { body: startDropSchema, public: true },
    async ({ body }, res, req) => {
      res.status(201).json(await page.start(body, req.ip ?? 'unknown'));
    },
  );
  routes.post(
    '/drop_link/submit',
    { body: submitDropSchema, public: true },
    async ({ body }, res, req) => {
      res.json(await page.submit(body, portalAddress(req, portalUrl)));
    },
  );
}
