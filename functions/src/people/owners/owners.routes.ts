// HTTP for an entity's owners: add an existing or a new user as owner, remove one, make one the
// primary contact, and an Individual's spouse (/companies/:id/owners…, /primary_contact, /spouse).
import type { Router } from 'express';
import { newOwnerSchema, ownerSchema } from '@portico/common/people/owners';
import { parseInput } from '../../kernel/parse-input';
import type { OwnersService } from './owners.service';
import type { SpouseService } from './spouse.service';

export function ownersRoutes(
  router: Router,
  { owners, spouse }: { owners: OwnersService; spouse: SpouseService },
): void {
  router.post('/companies/:id/owners', async (req, res) => {
    const { user_id } = await parseInput(ownerSchema, req.body);
    res.json(await owners.add(req.principal, req.params.id, user_id));
  });
  router.post('/companies/:id/owners/new', async (req, res) => {
    const input = await parseInput(newOwnerSchema, req.body);
    res.status(201).json(await owners.createOwner(req.principal, req.params.id, input));
  });
  router.delete('/companies/:id/owners/:userId', async (req, res) => {
    res.json(await owners.remove(req.principal, req.params.id, req.params.userId));
  });
  router.post('/companies/:id/primary_contact', async (req, res) => {
    const { user_id } = await parseInput(ownerSchema, req.body);
    res.json(await owners.changePrimary(req.principal, req.params.id, user_id));
  });
  router.get('/companies/:id/spouse', async (req, res) => {
    res.json(await spouse.get(req.principal, req.params.id));
  });
  // The body is checked by the service after the caller, so a client is refused (403) whatever it sends.
  router.post('/companies/:id/spouse', async (req, res) => {
    res.status(201).json(await spouse.add(req.principal, req.params.id, req.body));
  });
}
