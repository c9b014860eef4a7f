// HTTP for a client's word on a voucher (docs/api.md "Tax returns"): "I paid it", or not yet.
import type { Router } from 'express';
import { clientVoucherPaidSchema } from '@portico/common/tax-returns/voucher-payments';
import { declareRoutes } from '../../kernel/declared-routes';
import type { ClientVouchersService } from './client-vouchers.service';

export function clientVouchersRoutes(router: Router, vouchers: ClientVouchersService): void {
  const routes = declareRoutes(router);
  routes.post(
    '/tax_returns/:id/payment_vouchers/:voucherId/client_paid',
    { body: clientVoucherPaidSchema },
    async ({ principal, params, body }, res) => {
      res.json(await vouchers.markPaid(principal, params.id, params.voucherId, body));
    },
  );
}
