// HTTP for an entity's owners: add an existing or a new user as owner, remove one, make one the
// primary contact, and an Individual's spouse (/companies/:id/owners…, /primary_contact, /spouse).
import type { Router } from 'express';
import {
  addOwnerSchema,
  newOwnerSchema,
  ownerSchema,
  removeOwnerQuerySchema,
} from '@portico/common/people/owners';
import { addSpouseSchema } from '@portico/common/people/spouse';
import { declareRoutes } from '../../kernel/declared-routes';
import type { OwnersService } from './owners.service';
import type { SpouseService } from './spouse.service';

export function ownersRoutes(
  router: Router,
  { owners, spouse }: { owners: OwnersService; spouse: SpouseService },
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/companies/:id/owners',
    { body: addOwnerSchema },
    async ({ principal, params, body }, res) => {
      res.json(await owners.add(principal, params.id, body.user_id, body.conversation));
    },
  );
  routes.post(
    '/companies/:id/owners/new',
    { body: newOwnerSchema },
    async ({ principal, params, body }, res) => {
      res.status(201).json(await owners.createOwner(principal, params.id, body));
    },
  );
  routes.delete(
    '/companies/:id/owners/:userId',
    { query: removeOwnerQuerySchema },
    async ({ principal, params, query }, res) => {
      res.json(await owners.remove(principal, params.id, params.userId, query.conversation));
    },
  );
  routes.post(
    '/companies/:id/primary_contact',
    { body: ownerSchema },
    async ({ principal, params, body }, res) => {
      res.json(await owners.changePrimary(principal, params.id, body.user_id));
    },
  );
  routes.get('/companies/:id/spouse', {}, async ({ principal, params }, res) => {
    res.json(await spouse.get(principal, params.id));
  });
  routes.post(
    '/companies/:id/spouse',
    { body: addSpouseSchema },
    async ({ principal, params, body }, res) => {
      res.status(201).json(await spouse.add(principal, params.id, body));
    },
  );
}
