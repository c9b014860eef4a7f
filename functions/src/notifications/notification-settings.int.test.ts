// Owners' notification settings keep someone receiving and someone signing questionnaires on every
// entity; staff set every owner's, an owner their own.
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_WARNING,
  NOTIFICATIONS_UPDATED,
  USER_NOTIFICATIONS_SAVED,
} from '@portico/common/people/notification-settings';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../test/support/api-harness';

const testApi = useTestApi();

const as = async (role: Parameters<TestApi['tokenFor']>[0]) =>
  `Bearer ${await testApi().tokenFor(role)}`;
const trust = DEMO_COMPANIES.whitfieldTrust.id;
const james = DEMO_USERS.clientManyEntities.id;

describe('notification settings', () => {
  it('starts with every type for an owner', async () => {
    const mine = await testApi()
      .http()
      .get(`/api/companies/${trust}/get_notification_type_ids`)
      .set('Authorization', await as('clientManyEntities'));
    expect(mine.body).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('refuses to leave an entity without a questionnaire receiver or signer', async () => {
    const staff = await testApi()
      .http()
      .put(`/api/companies/${trust}/notification_settings`)
      .set('Authorization', await as('partner'))
      .send({ subscriptions: [{ user_id: james, notification_type_ids: [1, 2, 4] }] });
    expect(staff.status).toBe(400);
    expect(staff.body.error).toBe(NOTIFICATION_WARNING);
    const own = await testApi()
      .http()
      .post('/api/companies/save_notification_subscription')
      .set('Authorization', await as('clientManyEntities'))
      .send({ entity_ids: [trust], notification_type_ids: [5] });
    expect(own.body.error).toBe(NOTIFICATION_WARNING);
  });

  it('saves an owner’s choice on several entities at once', async () => {
    const entities = [trust, DEMO_COMPANIES.whitfieldHoldings.id];
    const saved = await testApi()
      .http()
      .post('/api/companies/save_notification_subscription')
      .set('Authorization', await as('clientManyEntities'))
      .send({ entity_ids: entities, notification_type_ids: [3, 4, 5] });
    expect(saved.body).toEqual({ message: USER_NOTIFICATIONS_SAVED });
    const owners = await testApi()
      .http()
      .get(`/api/companies/${DEMO_COMPANIES.whitfieldHoldings.id}/notification_settings`)
      .set('Authorization', await as('partner'));
    expect(owners.body.owners).toEqual([
      { user_id: james, full_name: 'James Whitfield', notification_type_ids: [3, 4, 5] },
    ]);
  });

  it('lets the advisor assigned to an owner change that owner’s settings', async () => {
    // The assigned-advisor rule is about the advisor's own subscription, not the owners'.
    const assigned = await testApi()
      .http()
      .post('/api/v2/users/assignments')
      .set('Authorization', await as('partner'))
      .send({ advisorId: DEMO_USERS.partner.id, clientIds: [james] });
    expect(assigned.status).toBe(200);
    const saved = await testApi()
      .http()
      .put(`/api/companies/${trust}/notification_settings`)
      .set('Authorization', await as('partner'))
      .send({ subscriptions: [{ user_id: james, notification_type_ids: [4, 5] }] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: NOTIFICATIONS_UPDATED });
    const own = await testApi()
      .http()
      .get(`/api/companies/${trust}/get_notification_type_ids`)
      .set('Authorization', await as('clientManyEntities'));
    expect(own.body).toEqual([4, 5]);
  });

  it('refuses a staff change for someone who does not own the entity', async () => {
    const res = await testApi()
      .http()
      .put(`/api/companies/${trust}/notification_settings`)
      .set('Authorization', await as('partner'))
      .send({
        subscriptions: [{ user_id: DEMO_USERS.clientOneEntity.id, notification_type_ids: [4, 5] }],
      });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Not an owner of this entity');
  });

  it('keeps read-only clients and entities from changing their settings', async () => {
    const user = await testApi()
      .http()
      .post('/api/companies/save_notification_subscription')
      .set('Authorization', await as('clientReadOnly'))
      .send({ entity_ids: [DEMO_COMPANIES.henry.id], notification_type_ids: [4, 5] });
    expect(user.status).toBe(403);
    expect(user.body.error).toBe('This account is read-only');
    const entity = await testApi()
      .http()
      .post('/api/companies/save_notification_subscription')
      .set('Authorization', await as('clientReadOnlyEntity'))
      .send({
        entity_ids: [DEMO_COMPANIES.graceKim.id, DEMO_COMPANIES.kimDesign.id],
        notification_type_ids: [4, 5],
      });
    expect(entity.status).toBe(403);
    expect(entity.body.error).toBe('This entity is read-only');
    // Checked before writing: Grace's editable entity kept its default too.
    const grace = await testApi()
      .http()
      .get(`/api/companies/${DEMO_COMPANIES.graceKim.id}/get_notification_type_ids`)
      .set('Authorization', await as('clientReadOnlyEntity'));
    expect(grace.body).toEqual([1, 2, 3, 4, 5, 7]);
  });
});
