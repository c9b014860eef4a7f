// HTTP for the Deliver table (docs/api.md "Tax returns").
import type { Router } from 'express';
import { taxReturnListQuerySchema } from '@portico/common/tax-returns/tax-returns-list';
import { declareRoutes } from '../../kernel/declared-routes';
import type { TaxReturnsTableService } from './tax-returns-table.service';

export function taxReturnsTableRoutes(router: Router, table: TaxReturnsTableService): void {
  declareRoutes(router).get(
    '/tax_returns/get_paginated_tax_returns',
    { query: taxReturnListQuerySchema },
    async ({ principal, query }, res) => {
      res.json(await table.page(principal, query));
    },
  );
}
