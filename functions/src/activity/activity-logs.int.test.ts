// The firm's activity log (spec 3 §2, §7 "GET /v2/activity_logs"): every area's lines, newest
// first, 32 a page, filtered by entity, type and a search; for staff only, and a group-limited
// advisor one entity of their group at a time.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE, type ActivityLogsDto } from '@portico/common/activity/activity-logs';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { entitiesRepo } from '../people/people.module';
import { useTestApi } from '../../test/support/api-harness';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { onePagePdf, uploadFiles } from '../../test/support/upload-files';
import { activityRepo } from './activity.module';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

async function northClient(lname: string) {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, {
    groupId: DEMO_GROUPS.north,
    fname: 'Nora',
    lname,
  });
  const entity = (await entitiesRepo(testApi().store).get(user.firmId, user.companyId!))!;
  return { user, entity };
}

const logOf = async (role: 'partner' | 'groupNorth', query: string) => {
  const res = await (await testApi().as(role)).get(`v2/activity_logs${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ActivityLogsDto;
};

describe('the activity log', () => {
  it('holds uploads and detail changes, with who and which entity, filtered by type and search', async () => {
    const { user, entity } = await northClient('Logger');
    testApi().clock.advance(60_000);
    const token = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const done = await uploadFiles(
      http,
      token,
      entity.id,
      [{ name: 'w2-logger.pdf', bytes: await onePagePdf('W-2') }],
      null,
    );
    expect(done.status).toBe(200);
    testApi().clock.advance(60_000);
    const renamed = await (
      await testApi().as('groupNorth')
    ).patch(`companies/${entity.id}`, {
      name: 'Nora Logger Household',
      entity_type: 'Individual',
    });
    expect(renamed.status).toBe(200);

    const log = await logOf('partner', `?company_id=${entity.id}`);
    expect(log).toMatchObject({ total: 2, per_page: 32, page: 1 });
    expect(log.activities).toMatchObject([
      {
        type_id: 1,
        title: 'Entity details updated',
        description: 'Nora Logger Household',
        user_name: 'Tom Becker',
        company_name: 'Nora Logger Household',
        company_hash: entity.hashId,
      },
      {
        type_id: 2,
        title: 'Documents uploaded',
        description: 'w2-logger.pdf to Documents for Nora Logger',
        user_name: 'Nora Logger',
      },
    ]);
    expect((await logOf('partner', `?company_id=${entity.id}&type_id=2`)).total).toBe(1);
    expect((await logOf('partner', `?company_id=${entity.id}&type_id=3`)).total).toBe(0);
    // Searched firm-wide, by a longer term checked whole, and with the entity filter on top.
    const found = await logOf('partner', '?search=w2-logger.pdf');
    expect(found.activities.map((a) => a.description)).toEqual([
      'w2-logger.pdf to Documents for Nora Logger',
    ]);
    expect((await logOf('partner', `?search=household&company_id=${entity.id}`)).total).toBe(1);
    const bad = await (await testApi().as('partner')).get('v2/activity_logs?type_id=4');
    expect([bad.status, bad.body.error]).toEqual([400, 'Unknown activity type']);
  });

  it('pages 32 lines at a time, newest first', async () => {
    const { user, entity } = await northClient('Pager');
    const activity = activityRepo(testApi().store);
    const start = testApi().clock.now().getTime();
    for (let i = 1; i <= 34; i++)
      await activity.add({
        firmId: user.firmId,
        typeId: ACTIVITY_TYPE.questionnaire,
        title: `Reminder ${i} sent`,
        description: 'Individual Tax Organizer',
        userId: null,
        ip: null,
        userAgent: null,
        at: new Date(start + i * 1000),
        companyId: entity.id,
      });
    const first = await logOf('groupNorth', `?company_id=${entity.id}`);
    expect([first.total, first.activities.length, first.activities[0]!.title]).toEqual([
      34,
      32,
      'Reminder 34 sent',
    ]);
    expect(first.activities[0]!.user_name).toBeNull();
    const second = await logOf('groupNorth', `?company_id=${entity.id}&page=2`);
    expect(second.activities.map((a) => a.title)).toEqual(['Reminder 2 sent', 'Reminder 1 sent']);
  });

  it('is for staff; a group-limited advisor reads one entity of their group', async () => {
    const { entity } = await northClient('Private');
    const tom = await testApi().as('groupNorth');
    const firmWide = await tom.get('v2/activity_logs');
    expect([firmWide.status, firmWide.body.error]).toEqual([
      403,
      'Choose an entity to see its activity',
    ]);
    const south = await testApi().as('groupSouth');
    expect((await south.get(`v2/activity_logs?company_id=${entity.id}`)).status).toBe(404);
    expect((await (await testApi().as('clientOneEntity')).get('v2/activity_logs')).status).toBe(
      403,
    );
    // Another firm's partner reads their own firm's log, where this entity is not.
    const other = await (await testApi().as('otherFirmPartner')).get('v2/activity_logs');
    expect(other.status).toBe(200);
    expect(JSON.stringify(other.body)).not.toContain(entity.id);
  });
});
