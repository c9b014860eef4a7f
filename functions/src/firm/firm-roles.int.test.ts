// Deleting a firm role takes it off every entity it was assigned on, and leaves other roles'
// assignments alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';

const testApi = useTestApi();
let auth: string;
beforeAll(async () => {
  auth = `Bearer ${await testApi().tokenFor('partner')}`;
});

async function createRole(role_name: string): Promise<string> {
  const response = await testApi()
    .http()
    .post('/api/firm_roles')
    .set('Authorization', auth)
    .send({ role_name, permission_ids: [] });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

async function assign(firmRoleId: string, companyId: string, userId: string) {
  const response = await testApi()
    .http()
    .post('/api/firm_role_assignments/assign')
    .set('Authorization', auth)
    .send({ firmRoleId, companyId, userId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const assignedRoles = async (companyId: string) => {
  const response = await testApi()
    .http()
    .get(`/api/companies/${companyId}`)
    .set('Authorization', auth);
  return (response.body.firm_role_assignments as { firm_role_id: string }[]).map(
    (a) => a.firm_role_id,
  );
};

describe('DELETE /firm_roles/:id', () => {
  it('removes the role from every entity and keeps the other roles there', async () => {
    const deleted = await createRole('Seasonal preparer');
    const kept = await createRole('Quality reviewer');
    const { olivia, whitfieldTrust } = DEMO_COMPANIES;
    await assign(deleted, olivia.id, DEMO_USERS.full.id);
    await assign(kept, olivia.id, DEMO_USERS.partner.id);
    await assign(deleted, whitfieldTrust.id, DEMO_USERS.admin.id);

    const response = await testApi()
      .http()
      .delete(`/api/firm_roles/${deleted}`)
      .set('Authorization', auth);

    expect(response.status).toBe(204);
    expect(await assignedRoles(olivia.id)).toEqual([kept]);
    expect(await assignedRoles(whitfieldTrust.id)).toEqual([]);
  });
});
