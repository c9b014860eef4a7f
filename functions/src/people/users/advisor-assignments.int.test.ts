// POST /v2/users/assignments: an advisor for many clients, and the Users filter follows.
import { describe, expect, it } from 'vitest';
import { ASSIGNMENTS_UPDATED } from '@portico/common/people/assignments';
import { NO_SELECTION_TO_UPDATE } from '@portico/common/people/tags';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../../test/support/api-harness';
import { usersRepo } from './users.repo';

const testApi = useTestApi();

type Role = Parameters<TestApi['tokenFor']>[0];
const assign = async (body: object, role: Role = 'partner') =>
  testApi()
    .http()
    .post('/api/v2/users/assignments')
    .set('Authorization', `Bearer ${await testApi().tokenFor(role)}`)
    .send(body);
const fixture = (groupId: string | null = DEMO_GROUPS.north) =>
  createFixtureUser(testApi().store, () => testApi().clock.now(), { groupId });

describe('client assignments', () => {
  it('assigns an advisor to several clients, and -1 clears it', async () => {
    const [a, b] = [await fixture(), await fixture(null)];
    const res = await assign({ advisorId: DEMO_USERS.groupNorth.id, clientIds: [a.id, b.id] });
    expect(res.body).toEqual({ message: ASSIGNMENTS_UPDATED, updated: 2 });
    expect((await usersRepo(testApi().store).get(DEMO_FIRM_ID, a.id))?.assignedAdvisorId).toBe(
      DEMO_USERS.groupNorth.id,
    );
    const filtered = await testApi()
      .http()
      .get(`/api/v2/users?assigned_advisor_id=${DEMO_USERS.groupNorth.id}&only_ids=true`)
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    expect(filtered.body.ids.sort()).toEqual([a.id, b.id].sort());
    await assign({ advisorId: '-1', clientIds: [a.id] });
    expect(
      (await usersRepo(testApi().store).get(DEMO_FIRM_ID, a.id))?.assignedAdvisorId,
    ).toBeNull();
  });

  it('keeps a group-limited advisor to clients of their group', async () => {
    const south = await fixture(DEMO_GROUPS.south);
    const res = await assign({ advisorId: DEMO_USERS.groupNorth.id, clientIds: [south.id] });
    expect(res.body.error).toBe('The assigned advisor is not in this firm group');
  });

  it('needs a selection, and a partner or full user', async () => {
    expect((await assign({ advisorId: DEMO_USERS.full.id, clientIds: [] })).body.error).toBe(
      NO_SELECTION_TO_UPDATE,
    );
    const a = await fixture();
    expect(
      (await assign({ advisorId: DEMO_USERS.full.id, clientIds: [a.id] }, 'admin')).status,
    ).toBe(403);
    expect(
      (await assign({ advisorId: DEMO_USERS.full.id, clientIds: [a.id] }, 'full')).status,
    ).toBe(200);
  });
});
