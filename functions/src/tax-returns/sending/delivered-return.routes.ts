// HTTP for reading a return as delivered (docs/api.md "Tax returns"): its file, and what it asks.
import type { Router } from 'express';
import { declareRoutes } from '../../kernel/declared-routes';
import type { DeliveredReturnService } from './delivered-return.service';

export function deliveredReturnRoutes(router: Router, delivered: DeliveredReturnService): void {
  const routes = declareRoutes(router);
  routes.get('/tax_returns/:id/file', {}, async ({ principal, params }, res) => {
    res.json(await delivered.file(principal, params.id));
  });
  routes.get('/tax_returns/:id/delivery', {}, async ({ principal, params }, res) => {
    res.json(await delivered.delivery(principal, params.id));
  });
}
