// HTTP for entities: the switcher and one entity (/companies, /companies/:id), a new entity for a
// user, deleting one, the business email prompt, status, the Entities list (/v2/entities) and firm
// role assignments. Parse with the shared schema, call the service, answer.
import type { Router } from 'express';
import { object } from 'yup';
import { recordId } from '@portico/common/input/record-id';
import { entityAdvisorSchema } from '@portico/common/people/assignments';
import { entityEmailSchema, newEntitySchema } from '@portico/common/people/owners';
import { entityListQuerySchema } from '@portico/common/people/people-list';
import { entityProfileSchema } from '@portico/common/people/profile-schema';
import { entityStatusSchema } from '@portico/common/people/user-status';
import { declareRoutes } from '../../kernel/declared-routes';
import type { PeopleListService } from '../lists/people-list.service';
import type { EntitiesService } from './entities.service';
import type { EntityAdvisorService } from './entity-advisor';
import type { EntityDeletionService } from './entity-deletion.service';
import type { RoleAssignmentsService } from './role-assignments.service';

const assignSchema = object({
  firmRoleId: recordId('firmRoleId').required('firmRoleId is missing'),
  companyId: recordId('companyId').required('companyId is missing'),
  userId: recordId('userId').required('userId is missing'),
});
const unassignSchema = object({
  firmRoleId: recordId('firmRoleId').required('firmRoleId is missing'),
  companyId: recordId('companyId').required('companyId is missing'),
});
const companiesQuerySchema = object({ user_id: recordId('user_id').optional() });
const defaultCompanySchema = object({
  companyId: recordId('companyId').required('companyId is missing'),
});

export interface EntitiesServices {
  entities: EntitiesService;
  lists: PeopleListService;
  deletion: EntityDeletionService;
  roles: RoleAssignmentsService;
  advisor: EntityAdvisorService;
}

export function entitiesRoutes(router: Router, services: EntitiesServices): void {
  const { entities, lists, deletion, roles, advisor } = services;
  const routes = declareRoutes(router);

  routes.get('/companies', { query: companiesQuerySchema }, async ({ principal, query }, res) => {
    res.json({
      companies: await entities.activeEntitiesOf(principal, query.user_id || undefined),
    });
  });
  routes.put(
    '/companies/default',
    { body: defaultCompanySchema },
    async ({ principal, body }, res) => {
      res.json(await entities.setDefaultCompany(principal, body.companyId));
    },
  );
  routes.post('/companies', { body: newEntitySchema }, async ({ principal, body }, res) => {
    res.status(201).json(await entities.createEntity(principal, body));
  });
  routes.get('/companies/:id', {}, async ({ principal, params }, res) => {
    res.json(await entities.entity(principal, params.id));
  });
  routes.patch(
    '/companies/:id',
    { body: entityProfileSchema },
    async ({ principal, params, body }, res) => {
      res.json(await entities.updateCompany(principal, params.id, body));
    },
  );
  routes.put(
    '/companies/:id/assigned_advisor',
    { body: entityAdvisorSchema },
    async ({ principal, params, body }, res) => {
      res.json(await advisor.assign(principal, params.id, body.assigned_advisor_id));
    },
  );
  routes.delete('/companies/:id', {}, async ({ principal, params }, res) => {
    res.json(await deletion.remove(principal, params.id));
  });
  routes.put(
    '/companies/:id/business_email',
    { body: entityEmailSchema },
    async ({ principal, params, body }, res) => {
      res.json(await entities.updateEntityEmail(principal, params.id, body));
    },
  );

  routes.get(
    '/v2/entities',
    { query: entityListQuerySchema },
    async ({ principal, query }, res) => {
      res.json(await lists.entities(principal, query));
    },
  );
  routes.patch(
    '/v2/entities/:id/status',
    { body: entityStatusSchema },
    async ({ principal, params, body }, res) => {
      res.json(await entities.updateStatus(principal, params.id, body));
    },
  );

  routes.post(
    '/firm_role_assignments/assign',
    { body: assignSchema },
    async ({ principal, body }, res) => {
      res.json(await roles.assignRole(principal, body));
    },
  );
  routes.post(
    '/firm_role_assignments/unassign',
    { body: unassignSchema },
    async ({ principal, body }, res) => {
      res.json(await roles.assignRole(principal, { ...body, userId: null }));
    },
  );
}
