// Firm users' own notification subscriptions: the assigned advisor receives every type by default
// and cannot turn any off (one entity: 403; in bulk only the others change); others subscribe.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPE_IDS } from '@portico/common/notifications/notification-types';
import {
  ASSIGNED_ADVISOR_CANNOT_DISABLE,
  NOTIFICATION_PREFERENCE_UPDATED,
} from '@portico/common/people/notification-settings';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../test/support/api-harness';

const testApi = useTestApi();

type Role = Parameters<TestApi['tokenFor']>[0];
const as = async (role: Role) => `Bearer ${await testApi().tokenFor(role)}`;
const { olivia, whitfieldHousehold, whitfieldTrust, henry, graceKim, lakesideClient } =
  DEMO_COMPANIES;

const save = async (role: Role, entityIds: string[], typeIds: number[]) =>
  testApi()
    .http()
    .post('/api/companies/save_notification_subscription')
    .set('Authorization', await as(role))
    .send({ entity_ids: entityIds, notification_type_ids: typeIds });

const mine = async (role: Role, companyId: string) => {
  const res = await testApi()
    .http()
    .get(`/api/companies/${companyId}/get_notification_type_ids`)
    .set('Authorization', await as(role));
  expect(res.status).toBe(200);
  return res.body as number[];
};

// Priya Raman (full) is the assigned advisor of the Whitfield household and of Grace Kim's
// entities; Tom Becker (North Office) of Olivia's and Henry's.
describe('staff notification subscriptions', () => {
  it('gives the assigned advisor every type and everyone else none until they subscribe', async () => {
    expect(await mine('full', whitfieldHousehold.id)).toEqual(NOTIFICATION_TYPE_IDS);
    expect(await mine('full', olivia.id)).toEqual([]);
    const detail = await testApi()
      .http()
      .get(`/api/companies/${whitfieldHousehold.id}/my_notifications`)
      .set('Authorization', await as('full'));
    expect(detail.body).toEqual({ notification_type_ids: NOTIFICATION_TYPE_IDS, locked: true });
    const other = await testApi()
      .http()
      .get(`/api/companies/${olivia.id}/my_notifications`)
      .set('Authorization', await as('full'));
    expect(other.body).toEqual({ notification_type_ids: [], locked: false });
  });

  it('lets a firm user subscribe to an entity and change their mind', async () => {
    const on = await save('full', [olivia.id], [3, 2]);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      message: NOTIFICATION_PREFERENCE_UPDATED,
      updated: [olivia.id],
      skipped: [],
    });
    expect(await mine('full', olivia.id)).toEqual([2, 3]);
    expect((await save('full', [olivia.id], [2])).status).toBe(200);
    expect(await mine('full', olivia.id)).toEqual([2]);
    // Someone else's subscription is theirs alone: the partner still has none here.
    expect(await mine('partner', olivia.id)).toEqual([]);
  });

  it('refuses the assigned advisor turning off notifications on one entity, and keeps them', async () => {
    const refused = await save('full', [whitfieldHousehold.id], [1, 2]);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ASSIGNED_ADVISOR_CANNOT_DISABLE);
    expect(await mine('full', whitfieldHousehold.id)).toEqual(NOTIFICATION_TYPE_IDS);
  });

  it('treats the advisor assigned to an entity’s client like the entity’s own advisor', async () => {
    // Olivia's entity belongs to Tom; assigning Olivia herself to Priya locks Priya's choice too.
    const assigned = await testApi()
      .http()
      .post('/api/v2/users/assignments')
      .set('Authorization', await as('partner'))
      .send({ advisorId: DEMO_USERS.full.id, clientIds: [DEMO_USERS.clientOneEntity.id] });
    expect(assigned.status).toBe(200);
    // Priya chose [2] earlier: adding is allowed, taking away is not.
    expect((await save('full', [olivia.id], [2, 7])).status).toBe(200);
    expect(await mine('full', olivia.id)).toEqual([2, 7]);
    const refused = await save('full', [olivia.id], [7]);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ASSIGNED_ADVISOR_CANNOT_DISABLE);
    expect(await mine('full', olivia.id)).toEqual([2, 7]);
  });

  it('in bulk changes only the entities of clients not assigned to the caller', async () => {
    const bulk = await save('full', [whitfieldHousehold.id, whitfieldTrust.id, henry.id], [3]);
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({
      message: NOTIFICATION_PREFERENCE_UPDATED,
      updated: [whitfieldTrust.id, henry.id],
      skipped: [whitfieldHousehold.id],
    });
    expect(await mine('full', whitfieldHousehold.id)).toEqual(NOTIFICATION_TYPE_IDS);
    expect(await mine('full', whitfieldTrust.id)).toEqual([3]);
    expect(await mine('full', henry.id)).toEqual([3]);
  });

  it('writes nothing when a group-limited advisor includes an entity outside their group', async () => {
    // Tom (North Office) sees Grace Kim's entity but not the Whitfield trust (South Office).
    const refused = await save('groupNorth', [graceKim.id, whitfieldTrust.id], [1]);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Entity not found');
    expect(await mine('groupNorth', graceKim.id)).toEqual([]);
    const own = await save('groupNorth', [graceKim.id], [1]);
    expect(own.body.updated).toEqual([graceKim.id]);
  });

  it('never reaches another firm’s entities', async () => {
    const theirs = await save('partner', [whitfieldTrust.id, lakesideClient.id], [1]);
    expect(theirs.status).toBe(404);
    expect(await mine('partner', whitfieldTrust.id)).toEqual(NOTIFICATION_TYPE_IDS);
    const ours = await save('otherFirmPartner', [olivia.id], [1]);
    expect(ours.status).toBe(404);
    const read = await testApi()
      .http()
      .get(`/api/companies/${olivia.id}/get_notification_type_ids`)
      .set('Authorization', await as('otherFirmPartner'));
    expect(read.status).toBe(404);
  });

  it('leaves the owners’ settings alone', async () => {
    const owners = await testApi()
      .http()
      .get(`/api/companies/${whitfieldTrust.id}/notification_settings`)
      .set('Authorization', await as('partner'));
    expect(owners.body.owners).toEqual([
      {
        user_id: DEMO_USERS.clientManyEntities.id,
        full_name: 'James Whitfield',
        notification_type_ids: NOTIFICATION_TYPE_IDS,
      },
    ]);
  });

  it('explains a malformed request', async () => {
    const empty = await save('full', [], [1]);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('entity_ids is missing');
    const unknown = await save('full', [olivia.id], [6]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown notification type');
  });
});
