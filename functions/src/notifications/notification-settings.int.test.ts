// Notification settings keep someone receiving and someone signing questionnaires on every entity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_WARNING } from '@portico/common/people/notification-settings';
import { DEMO_COMPANIES, DEMO_USERS } from '../local/seed/demo-firm';
import { createTestApi, type TestApi } from '../test-support/api-harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const as = async (role: Parameters<TestApi['tokenFor']>[0]) => `Bearer ${await api.tokenFor(role)}`;
const trust = DEMO_COMPANIES.whitfieldTrust.id;
const james = DEMO_USERS.clientManyEntities.id;

describe('notification settings', () => {
  it('starts with every type for an owner', async () => {
    const mine = await api
      .http()
      .get(`/api/companies/${trust}/get_notification_type_ids`)
      .set('Authorization', await as('clientManyEntities'));
    expect(mine.body).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('refuses to leave an entity without a questionnaire receiver or signer', async () => {
    const staff = await api
      .http()
      .put(`/api/companies/${trust}/notification_settings`)
      .set('Authorization', await as('partner'))
      .send({ subscriptions: [{ user_id: james, notification_type_ids: [1, 2, 4] }] });
    expect(staff.status).toBe(400);
    expect(staff.body.error).toBe(NOTIFICATION_WARNING);
    const own = await api
      .http()
      .post('/api/companies/save_notification_subscription')
      .set('Authorization', await as('clientManyEntities'))
      .send({ entity_ids: [trust], notification_type_ids: [5] });
    expect(own.body.error).toBe(NOTIFICATION_WARNING);
  });

  it('saves an owner’s choice on several entities at once', async () => {
    const entities = [trust, DEMO_COMPANIES.whitfieldHoldings.id];
    const saved = await api
      .http()
      .post('/api/companies/save_notification_subscription')
      .set('Authorization', await as('clientManyEntities'))
      .send({ entity_ids: entities, notification_type_ids: [3, 4, 5] });
    expect(saved.body).toEqual({ message: 'User notifications saved successfully' });
    const owners = await api
      .http()
      .get(`/api/companies/${DEMO_COMPANIES.whitfieldHoldings.id}/notification_settings`)
      .set('Authorization', await as('partner'));
    expect(owners.body.owners).toEqual([
      { user_id: james, full_name: 'James Whitfield', notification_type_ids: [3, 4, 5] },
    ]);
  });
});
