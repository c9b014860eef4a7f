// HTTP for paying a return's invoice by card (docs/api.md "Tax returns"): the checkout page's
// address. That it was paid arrives by Stripe's webhook (the payments area), never here.
import type { Router } from 'express';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { InvoicePaymentService } from './invoice-payment.service';

export function invoicePaymentRoutes(
  router: Router,
  invoices: InvoicePaymentService,
  portalUrl: string | undefined,
): void {
  declareRoutes(router).post(
    '/tax_returns/:id/invoice_checkout',
    {},
    async ({ principal, params }, res, req) => {
      res.json(await invoices.checkout(principal, params.id, portalAddress(req, portalUrl)));
    },
  );
}
