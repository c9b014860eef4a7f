// HTTP for reminders (spec 2 §7 "Send reminders", "Save reminders without sending", "Toggle
// reminders (bulk)"; paths in docs/api.md): beside send_drafts, each for many questionnaires.
import type { Router } from 'express';
import { remindersSchema, toggleRemindersSchema } from '@portico/common/questionnaires/reminders';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { RemindersService } from './reminders.service';

export function remindersRoutes(
  router: Router,
  reminders: RemindersService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/questionnaires/send_reminders',
    { body: remindersSchema },
    async ({ principal, body }, res, req) => {
      res.json(await reminders.send(principal, body, portalAddress(req, portalUrl)));
    },
  );
  routes.post(
    '/questionnaires/save_reminders',
    { body: remindersSchema },
    async ({ principal, body }, res) => {
      res.json(await reminders.save(principal, body));
    },
  );
  routes.post(
    '/questionnaires/toggle_reminders',
    { body: toggleRemindersSchema },
    async ({ principal, body }, res) => {
      res.json(await reminders.toggle(principal, body));
    },
  );
}
