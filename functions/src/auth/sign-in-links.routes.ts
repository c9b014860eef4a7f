// HTTP for staff-sent sign-in links (docs/api.md "POST /v2/users/send_sign_in_links").
import type { Router } from 'express';
import { sendSignInLinksSchema } from '@portico/common/auth/sign-in-links';
import { declareRoutes } from '../kernel/declared-routes';
import { portalAddress } from '../kernel/portal-address';
import type { StaffSignInLinksService } from './staff-sign-in-links.service';

export function signInLinksRoutes(
  router: Router,
  links: StaffSignInLinksService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/v2/users/send_sign_in_links',
    { body: sendSignInLinksSchema },
    async ({ principal, body }, res, req) => {
      res.json(await links.send(principal, body, portalAddress(req, portalUrl)));
    },
  );
}
