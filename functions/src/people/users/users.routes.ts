// HTTP for users: the profile (GET/PATCH /users/:id, Remove email, their entities), the Users list
// and Create User and Entity (/v2/users), status and advisor assignments, and the firm's staff
// (GET /firms/users). Parse with the shared schema, call the service, answer.
import type { Router } from 'express';
import { ASSIGNMENTS_UPDATED, assignmentsSchema } from '@portico/common/people/assignments';
import { checkEmailQuerySchema, createClientSchema } from '@portico/common/people/create-client';
import { userListQuerySchema } from '@portico/common/people/people-list';
import { userProfileSchema } from '@portico/common/people/profile-schema';
import { userStatusSchema } from '@portico/common/people/user-status';
import { declareRoutes } from '../../kernel/declared-routes';
import type { PeopleListService } from '../lists/people-list.service';
import type { AdvisorAssignmentsService } from './advisor-assignments.service';
import type { CreateClientService } from './create-client.service';
import type { UserStatusService } from './user-status.service';
import type { UsersService } from './users.service';

export interface UsersServices {
  users: UsersService;
  lists: PeopleListService;
  create: CreateClientService;
  status: UserStatusService;
  assignments: AdvisorAssignmentsService;
}

export function usersRoutes(router: Router, services: UsersServices): void {
  const { users, lists, create, status, assignments } = services;
  const routes = declareRoutes(router);

  routes.get('/users/:id', {}, async ({ principal, params }, res) => {
    res.json(await users.user(principal, params.id));
  });
  routes.patch(
    '/users/:id',
    { body: userProfileSchema },
    async ({ principal, params, body }, res) => {
      res.json(await users.updateUser(principal, params.id, body));
    },
  );
  routes.get('/users/:id/entities', {}, async ({ principal, params }, res) => {
    res.json({ entities: await users.entitiesOf(principal, params.id) });
  });
  routes.post('/users/:id/remove_email', {}, async ({ principal, params }, res) => {
    res.json(await users.removeEmail(principal, params.id));
  });
  routes.get('/firms/users', {}, async ({ principal }, res) => {
    res.json({ firm_users: await users.firmUsers(principal) });
  });

  routes.get('/v2/users', { query: userListQuerySchema }, async ({ principal, query }, res) => {
    res.json(await lists.users(principal, query));
  });
  routes.get(
    '/v2/users/check_email',
    { query: checkEmailQuerySchema },
    async ({ principal, query }, res) => {
      res.json(await create.checkEmail(principal, query.email));
    },
  );
  routes.post('/v2/users', { body: createClientSchema }, async ({ principal, body }, res) => {
    res.status(201).json(await create.create(principal, body));
  });
  routes.patch(
    '/v2/users/:id/status',
    { body: userStatusSchema },
    async ({ principal, params, body }, res) => {
      res.json(await status.update(principal, params.id, body));
    },
  );
  routes.post(
    '/v2/users/assignments',
    { body: assignmentsSchema },
    async ({ principal, body }, res) => {
      const updated = await assignments.assign(principal, body);
      res.json({ message: ASSIGNMENTS_UPDATED, updated });
    },
  );
}
