// HTTP for entity owners and new entities for a user: POST/DELETE /companies/:id/owners[/:userId],
// POST /companies/:id/owners/new,
// POST /companies/:id/primary_contact, PUT /companies/:id/business_email, POST /companies and
// DELETE /companies/:id.
import type { Router } from 'express';
import {
  entityEmailSchema,
  newEntitySchema,
  newOwnerSchema,
  ownerSchema,
} from '@portico/common/people/owners';
import { parseInput } from '../http/parse-body';
import type { CompanyDeletionService } from './company-deletion.service';
import type { OwnersService } from './owners.service';

export function ownersRoutes(
  router: Router,
  owners: OwnersService,
  deletion: CompanyDeletionService,
): void {
  router.delete('/companies/:id', async (req, res) => {
    res.json(await deletion.remove(req.principal, req.params.id));
  });
  router.post('/companies', async (req, res) => {
    res
      .status(201)
      .json(await owners.createEntity(req.principal, await parseInput(newEntitySchema, req.body)));
  });
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
  router.put('/companies/:id/business_email', async (req, res) => {
    const input = await parseInput(entityEmailSchema, req.body);
    res.json(await owners.updateEntityEmail(req.principal, req.params.id, input));
  });
}
