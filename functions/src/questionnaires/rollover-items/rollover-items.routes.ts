// HTTP for prior-year (rollover) items and their line items (docs/api.md "Prior-year items").
import type { Router } from 'express';
import {
  createRolloverItemSchema,
  lineItemSchema,
  ROLLOVER_MESSAGES,
  rolloverListQuerySchema,
  updateLineItemSchema,
  updateRolloverItemSchema,
} from '@portico/common/questionnaires/rollover-items';
import { declareRoutes } from '../../kernel/declared-routes';
import type { RolloverItemsService } from './rollover-items.service';

export function rolloverItemsRoutes(router: Router, rollover: RolloverItemsService): void {
  const routes = declareRoutes(router);
  routes.get(
    '/companies/:id/rollover_items',
    { query: rolloverListQuerySchema },
    async ({ principal, params, query }, res) => {
      res.json(await rollover.listForCompany(principal, params.id, query.year));
    },
  );
  routes.get('/rollover_items/global', {}, async ({ principal }, res) => {
    res.json({ items: await rollover.listGlobal(principal) });
  });
  routes.post(
    '/rollover_items',
    { body: createRolloverItemSchema },
    async ({ principal, body }, res) => {
      res.status(201).json(await rollover.create(principal, body));
    },
  );
  routes.patch(
    '/rollover_items/:id',
    { body: updateRolloverItemSchema },
    async ({ principal, params, body }, res) => {
      res.json(await rollover.update(principal, params.id, body));
    },
  );
  routes.delete('/rollover_items/:id', {}, async ({ principal, params }, res) => {
    await rollover.remove(principal, params.id);
    res.json({ message: ROLLOVER_MESSAGES.deleted });
  });
  routes.post(
    '/rollover_items/:id/line_items',
    { body: lineItemSchema },
    async ({ principal, params, body }, res) => {
      res.status(201).json(await rollover.addLine(principal, params.id, body));
    },
  );
  routes.patch(
    '/rollover_items/:id/line_items/:lineId',
    { body: updateLineItemSchema },
    async ({ principal, params, body }, res) => {
      res.json(await rollover.updateLine(principal, params.id, params.lineId, body));
    },
  );
  routes.delete(
    '/rollover_items/:id/line_items/:lineId',
    {},
    async ({ principal, params }, res) => {
      res.json(await rollover.removeLine(principal, params.id, params.lineId));
    },
  );
}
