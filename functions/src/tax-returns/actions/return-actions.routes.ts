// HTTP for staff's row actions on a return (docs/api.md "Tax returns"): update, invoice paid,
// the activity log, Send to Documents, download.
import type { Router } from 'express';
import {
  downloadTaxReturnSchema,
  invoicePaidSchema,
  updateTaxReturnSchema,
} from '@portico/common/tax-returns/return-actions';
import { activityPageQuerySchema } from '@portico/common/activity/subject-activity';
import { sendToDocumentsSchema } from '@portico/common/tax-returns/send-to-documents';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { SendToDocumentsService } from './send-to-documents.service';
import type { ReturnActivityService } from './return-activity.service';
import type { DownloadService } from './download.service';
import type { ReturnActionsService } from './return-actions.service';

export function returnActionsRoutes(
  router: Router,
  actions: ReturnActionsService,
  downloads: DownloadService,
  activity: ReturnActivityService,
  sendToDocuments: SendToDocumentsService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.patch(
    '/tax_returns/:id',
    { body: updateTaxReturnSchema },
    async ({ principal, params, body }, res) => {
      res.json(await actions.update(principal, params.id, body));
    },
  );
  routes.post(
    '/tax_returns/:id/update_invoice_paid_status',
    { body: invoicePaidSchema },
    async ({ principal, params, body }, res) => {
      res.json(await actions.invoicePaid(principal, params.id, body.paid));
    },
  );
  routes.get(
    '/tax_returns/:id/get_activity_logs',
    { query: activityPageQuerySchema },
    async ({ principal, params, query }, res) => {
      res.json(await activity.page(principal, params.id, query.page));
    },
  );
  routes.post(
    '/tax_returns/:id/send_to_documents',
    { body: sendToDocumentsSchema },
    async ({ principal, params, body }, res, req) => {
      res.json(
        await sendToDocuments.send(principal, params.id, body, portalAddress(req, portalUrl)),
      );
    },
  );
  routes.post(
    '/tax_returns/:id/download_tax_return',
    { body: downloadTaxReturnSchema },
    async ({ principal, params, body }, res) => {
      res.json(await downloads.download(principal, params.id, body));
    },
  );
}
