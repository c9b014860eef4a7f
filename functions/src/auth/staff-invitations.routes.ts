// HTTP for inviting the team (docs/api.md "Staff and invitations").
import type { Router } from 'express';
import { inviteStaffSchema, type InviteStaffInput } from '@portico/common/people/staff-invitations';
import { declareRoutes } from '../kernel/declared-routes';
import { portalAddress } from '../kernel/portal-address';
import type { StaffInvitationsService } from './staff-invitations.service';

export function staffInvitationsRoutes(
  router: Router,
  invitations: StaffInvitationsService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.get('/firms/staff', {}, async ({ principal }, res) => {
    res.json({ staff: await invitations.list(principal) });
  });
  routes.post(
    '/firms/staff/invitations',
    { body: inviteStaffSchema },
    async ({ principal, body }, res, req) => {
      const input = body as InviteStaffInput;
      res
        .status(201)
        .json(await invitations.invite(principal, input, portalAddress(req, portalUrl)));
    },
  );
  routes.post(
    '/firms/staff/invitations/:userId/resend',
    {},
    async ({ principal, params }, res, req) => {
      res.json(await invitations.resend(principal, params.userId, portalAddress(req, portalUrl)));
    },
  );
  routes.delete('/firms/staff/invitations/:userId', {}, async ({ principal, params }, res) => {
    res.json(await invitations.withdraw(principal, params.userId));
  });
}
