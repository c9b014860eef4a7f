// PUT /companies/{id}/assigned_advisor ("Update Assigned Firm User", spec 3 §2): the entity's
// firm user changes (or is cleared with -1) for partners and full users, its tax returns and the
// Deliver table follow, and the change is in the entity's activity.
import { describe, expect, it } from 'vitest';
import { ADVISOR_UPDATED } from '@portico/common/people/assignments';
import type { ActivityLogsDto } from '@portico/common/activity/activity-logs';
import type { TaxReturnPageDto } from '@portico/common/tax-returns/tax-returns-list';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureTaxReturns } from '@portico/local-runtime/dev/tax-return-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { entitiesRepo } from './entities.repo';

const testApi = useTestApi();
type Role = Parameters<ReturnType<typeof testApi>['tokenFor']>[0];

const assign = async (companyId: string, advisorId: string, role: Role = 'partner') =>
  (await testApi().as(role)).put(`companies/${companyId}/assigned_advisor`, {
    assigned_advisor_id: advisorId,
  });

async function fixtureWithReturn() {
  const api = testApi();
  const user = await createFixtureUser(api.store, () => api.clock.now(), {
    groupId: DEMO_GROUPS.north,
  });
  await createFixtureTaxReturns(api.store, () => api.clock.now(), {
    companyId: user.companyId!,
    returns: [{ name: `${user.id} 2025 Form 1040`, status: 'sent' }],
  });
  return user;
}

async function rowOf(name: string) {
  const res = await (
    await testApi().as('partner')
  ).get(`tax_returns/get_paginated_tax_returns?search_term=${encodeURIComponent(name)}`);
  return (res.body as TaxReturnPageDto).tax_returns.find((r) => r.tax_return_name === name);
}

describe('Update Assigned Firm User', () => {
  it('changes the entity’s firm user; its returns and activity follow; -1 clears it', async () => {
    const user = await fixtureWithReturn();
    const companyId = user.companyId!;
    const res = await assign(companyId, DEMO_USERS.groupNorth.id);
    expect([res.status, res.body]).toEqual([
      200,
      { assigned_advisor_id: DEMO_USERS.groupNorth.id, message: ADVISOR_UPDATED },
    ]);
    const entity = await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, companyId);
    expect(entity?.assignedAdvisorId).toBe(DEMO_USERS.groupNorth.id);
    expect(await rowOf(`${user.id} 2025 Form 1040`)).toMatchObject({
      assigned_advisor_id: DEMO_USERS.groupNorth.id,
      assigned_advisor: 'Tom Becker',
    });
    const log = await (
      await testApi().as('partner')
    ).get(`v2/activity_logs?company_id=${companyId}`);
    expect((log.body as ActivityLogsDto).activities[0]).toMatchObject({
      title: 'Assigned firm user updated',
      description: `${entity!.name}: Tom Becker`,
    });

    expect((await assign(companyId, '-1')).body.assigned_advisor_id).toBeNull();
    expect(await rowOf(`${user.id} 2025 Form 1040`)).toMatchObject({
      assigned_advisor_id: null,
    });
  });

  it('shows the firm user’s new name on their returns once they are renamed', async () => {
    const api = testApi();
    const staff = await createFixtureUser(api.store, () => api.clock.now(), {
      access: 'full',
      fname: 'Rita',
      lname: 'Old',
    });
    const user = await fixtureWithReturn();
    expect((await assign(user.companyId!, staff.id)).status).toBe(200);
    const name = `${user.id} 2025 Form 1040`;
    expect((await rowOf(name))?.assigned_advisor).toBe('Rita Old');
    const renamed = await (
      await api.as('partner')
    ).patch(`users/${staff.id}`, {
      fname: 'Rita',
      lname: 'Nouveau 🌱',
      email: staff.email,
      time_zone: 'Eastern Time (US & Canada)',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await rowOf(name))?.assigned_advisor).toBe('Rita Nouveau 🌱');
  });

  it('takes only a firm user, from partners and full users who see the entity', async () => {
    const user = await fixtureWithReturn();
    const companyId = user.companyId!;
    expect((await assign(companyId, DEMO_USERS.clientOneEntity.id)).body.error).toBe(
      'Choose a firm user',
    );
    expect((await assign(companyId, 'u-no-such-user')).status).toBe(400);
    expect((await assign(companyId, DEMO_USERS.full.id, 'admin')).status).toBe(403);
    expect((await assign(companyId, DEMO_USERS.full.id, 'groupSouth')).status).toBe(404);
    expect((await assign(companyId, DEMO_USERS.full.id, 'otherFirmPartner')).status).toBe(404);
    expect((await assign(companyId, 'bad/id')).status).toBe(400);
    expect((await assign(companyId, DEMO_USERS.full.id, 'full')).status).toBe(200);
  });
});
