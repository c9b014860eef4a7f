// HTTP for users: the profile (GET/PATCH /users/:id, Remove email, their entities), the Users list
// and Create User and Entity (/v2/users), status and advisor assignments, and the firm's staff
// (GET /firms/users). Parse with the shared schema, call the service, answer.
import type { Router } from 'express';
import { ASSIGNMENTS_UPDATED, assignmentsSchema } from '@portico/common/people/assignments';
import { createClientSchema } from '@portico/common/people/create-client';
import { userListQuerySchema } from '@portico/common/people/people-list';
import { userProfileSchema } from '@portico/common/people/profile-schema';
import { userStatusSchema } from '@portico/common/people/user-status';
import { parseInput } from '../../kernel/parse-input';
import { withSearchTerm } from '../lists/list-query-params';
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

  router.get('/users/:id', async (req, res) => {
    res.json(await users.user(req.principal, req.params.id));
  });
  router.patch('/users/:id', async (req, res) => {
    const input = await parseInput(userProfileSchema, req.body);
    res.json(await users.updateUser(req.principal, req.params.id, input));
  });
  router.get('/users/:id/entities', async (req, res) => {
    res.json({ entities: await users.entitiesOf(req.principal, req.params.id) });
  });
  router.post('/users/:id/remove_email', async (req, res) => {
    res.json(await users.removeEmail(req.principal, req.params.id));
  });
  router.get('/firms/users', async (req, res) => {
    res.json({ firm_users: await users.firmUsers(req.principal) });
  });

  router.get('/v2/users', async (req, res) => {
    const query = await parseInput(userListQuerySchema, withSearchTerm(req.query));
    res.json(await lists.users(req.principal, query));
  });
  router.get('/v2/users/check_email', async (req, res) => {
    res.json(await create.checkEmail(req.principal, req.query.email));
  });
  router.post('/v2/users', async (req, res) => {
    const input = await parseInput(createClientSchema, req.body);
    res.status(201).json(await create.create(req.principal, input));
  });
  router.patch('/v2/users/:id/status', async (req, res) => {
    const input = await parseInput(userStatusSchema, req.body);
    res.json(await status.update(req.principal, req.params.id, input));
  });
  router.post('/v2/users/assignments', async (req, res) => {
    const input = await parseInput(assignmentsSchema, req.body);
    const updated = await assignments.assign(req.principal, input);
    res.json({ message: ASSIGNMENTS_UPDATED, updated });
  });
}
