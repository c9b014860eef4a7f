// HTTP for staff's Send reminder (docs/api.md "Tax returns").
import type { Router } from 'express';
import { object } from 'yup';
import { recordId } from '@portico/common/input/record-id';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { RemindersService } from './reminders.service';

const sendRemindersSchema = object({ companyId: recordId('companyId').optional() });

export function remindersRoutes(
  router: Router,
  reminders: RemindersService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/tax_returns/:id/send_reminders',
    { body: sendRemindersSchema },
    async ({ principal, params }, res, req) => {
      res.json(await reminders.sendNow(principal, params.id, portalAddress(req, portalUrl)));
    },
  );
}
