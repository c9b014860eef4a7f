// HTTP for entities and users: the switcher, the staff chooser, the profile editors, role assignments.
import type { Router } from 'express';
import { object, string } from 'yup';
import { entityProfileSchema, userProfileSchema } from '@portico/common/people/profile-schema';
import { parseInput } from '../http/parse-body';
import { queryText } from '../http/query-param';
import type { PeopleService } from './people.service';

const assignSchema = object({
  firmRoleId: string().required('firmRoleId is missing'),
  companyId: string().required('companyId is missing'),
  userId: string().required('userId is missing'),
});
const unassignSchema = object({
  firmRoleId: string().required('firmRoleId is missing'),
  companyId: string().required('companyId is missing'),
});

export function peopleRoutes(router: Router, people: PeopleService): void {
  router.get('/companies', async (req, res) => {
    const userId = queryText(req.query.user_id, 'user_id', 128) || undefined;
    res.json({ companies: await people.activeCompaniesOf(req.principal, userId) });
  });
  router.get('/companies/:id', async (req, res) => {
    res.json(await people.company(req.principal, req.params.id));
  });
  router.patch('/companies/:id', async (req, res) => {
    res.json(
      await people.updateCompany(
        req.principal,
        req.params.id,
        await parseInput(entityProfileSchema, req.body),
      ),
    );
  });
  router.get('/users/:id', async (req, res) => {
    res.json(await people.user(req.principal, req.params.id));
  });
  router.get('/users/:id/entities', async (req, res) => {
    res.json({ entities: await people.entitiesOf(req.principal, req.params.id) });
  });
  router.post('/users/:id/remove_email', async (req, res) => {
    res.json(await people.removeEmail(req.principal, req.params.id));
  });
  router.patch('/users/:id', async (req, res) => {
    res.json(
      await people.updateUser(
        req.principal,
        req.params.id,
        await parseInput(userProfileSchema, req.body),
      ),
    );
  });
  router.post('/firm_role_assignments/assign', async (req, res) => {
    res.json(await people.assignRole(req.principal, await parseInput(assignSchema, req.body)));
  });
  router.post('/firm_role_assignments/unassign', async (req, res) => {
    const input = await parseInput(unassignSchema, req.body);
    res.json(await people.assignRole(req.principal, { ...input, userId: null }));
  });
}
