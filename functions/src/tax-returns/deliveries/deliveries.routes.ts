// HTTP for a return's way in and out (docs/api.md "Tax returns"): upload, an entity's returns,
// delete.
import type { Router } from 'express';
import {
  entityTaxReturnsQuerySchema,
  TAX_RETURN_DELETED,
  uploadTaxReturnSchema,
} from '@portico/common/tax-returns/upload-tax-return';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { DeliveriesService } from './deliveries.service';

export function deliveriesRoutes(
  router: Router,
  deliveries: DeliveriesService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.get(
    '/tax_returns',
    { query: entityTaxReturnsQuerySchema },
    async ({ principal, query }, res) => {
      res.json({ tax_returns: await deliveries.listForEntity(principal, query.company_id) });
    },
  );
  routes.post(
    '/tax_returns',
    { body: uploadTaxReturnSchema },
    async ({ principal, body }, res, req) => {
      res.status(201).json(await deliveries.upload(principal, body, portalAddress(req, portalUrl)));
    },
  );
  routes.delete('/tax_returns/:id', {}, async ({ principal, params }, res) => {
    await deliveries.delete(principal, params.id);
    res.json({ message: TAX_RETURN_DELETED });
  });
}
