// HTTP for activating / deactivating a user or an entity and their read-only toggles:
// PATCH /v2/users/:id/status and PATCH /v2/entities/:id/status.
import type { Router } from 'express';
import { entityStatusSchema, userStatusSchema } from '@portico/common/people/user-status';
import { parseInput } from '../http/parse-body';
import type { UserStatusService } from './user-status.service';

export function userStatusRoutes(router: Router, service: UserStatusService): void {
  router.patch('/v2/users/:id/status', async (req, res) => {
    res.json(
      await service.update(
        req.principal,
        req.params.id,
        await parseInput(userStatusSchema, req.body),
      ),
    );
  });
  router.patch('/v2/entities/:id/status', async (req, res) => {
    const input = await parseInput(entityStatusSchema, req.body);
    res.json(await service.updateEntity(req.principal, req.params.id, input));
  });
}
