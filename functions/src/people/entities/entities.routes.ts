// HTTP for entities: the switcher and one entity (/companies, /companies/:id), a new entity for a
// user, deleting one, the business email prompt, status, the Entities list (/v2/entities) and firm
// role assignments. Parse with the shared schema, call the service, answer.
import type { Router } from 'express';
import { object, string } from 'yup';
import { entityEmailSchema, newEntitySchema } from '@portico/common/people/owners';
import { entityListQuerySchema } from '@portico/common/people/people-list';
import { entityProfileSchema } from '@portico/common/people/profile-schema';
import { entityStatusSchema } from '@portico/common/people/user-status';
import { parseInput } from '../../kernel/parse-input';
import { queryText } from '../../kernel/query-text';
import { withSearchTerm } from '../lists/list-query-params';
import type { PeopleListService } from '../lists/people-list.service';
import type { EntitiesService } from './entities.service';
import type { EntityDeletionService } from './entity-deletion.service';
import type { RoleAssignmentsService } from './role-assignments.service';

const assignSchema = object({
  firmRoleId: string().required('firmRoleId is missing'),
  companyId: string().required('companyId is missing'),
  userId: string().required('userId is missing'),
});
const unassignSchema = object({
  firmRoleId: string().required('firmRoleId is missing'),
  companyId: string().required('companyId is missing'),
});

export interface EntitiesServices {
  entities: EntitiesService;
  lists: PeopleListService;
  deletion: EntityDeletionService;
  roles: RoleAssignmentsService;
}

export function entitiesRoutes(router: Router, services: EntitiesServices): void {
  const { entities, lists, deletion, roles } = services;

  router.get('/companies', async (req, res) => {
    const userId = queryText(req.query.user_id, 'user_id', 128) || undefined;
    res.json({ companies: await entities.activeCompaniesOf(req.principal, userId) });
  });
  router.post('/companies', async (req, res) => {
    const input = await parseInput(newEntitySchema, req.body);
    res.status(201).json(await entities.createEntity(req.principal, input));
  });
  router.get('/companies/:id', async (req, res) => {
    res.json(await entities.company(req.principal, req.params.id));
  });
  router.patch('/companies/:id', async (req, res) => {
    const input = await parseInput(entityProfileSchema, req.body);
    res.json(await entities.updateCompany(req.principal, req.params.id, input));
  });
  router.delete('/companies/:id', async (req, res) => {
    res.json(await deletion.remove(req.principal, req.params.id));
  });
  router.put('/companies/:id/business_email', async (req, res) => {
    const input = await parseInput(entityEmailSchema, req.body);
    res.json(await entities.updateEntityEmail(req.principal, req.params.id, input));
  });

  router.get('/v2/entities', async (req, res) => {
    const query = await parseInput(entityListQuerySchema, withSearchTerm(req.query));
    res.json(await lists.entities(req.principal, query));
  });
  router.patch('/v2/entities/:id/status', async (req, res) => {
    const input = await parseInput(entityStatusSchema, req.body);
    res.json(await entities.updateStatus(req.principal, req.params.id, input));
  });

  router.post('/firm_role_assignments/assign', async (req, res) => {
    res.json(await roles.assignRole(req.principal, await parseInput(assignSchema, req.body)));
  });
  router.post('/firm_role_assignments/unassign', async (req, res) => {
    const input = await parseInput(unassignSchema, req.body);
    res.json(await roles.assignRole(req.principal, { ...input, userId: null }));
  });
}
