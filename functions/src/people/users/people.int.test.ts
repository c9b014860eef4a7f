// Entities and users for the shell and the profile editors: visibility, the chooser, the rules.
import { describe, expect, it } from 'vitest';
import { ENTITY_NAME_QUOTE, ENTITY_NAME_SLASH } from '@portico/common/people/profile-schema';
import {
  DEMO_COMPANIES,
  DEMO_USERS,
  demoFirmPreferences,
} from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../../test/support/api-harness';

const testApi = useTestApi();

const as = async (role: Parameters<TestApi['tokenFor']>[0]) =>
  `Bearer ${await testApi().tokenFor(role)}`;
const entity = { name: 'Olivia Martinez', entity_type: 'Individual' };

describe('entity lists', () => {
  it('gives a client only their active entities', async () => {
    const many = await testApi()
      .http()
      .get('/api/companies')
      .set('Authorization', await as('clientManyEntities'));
    expect(many.body.companies).toHaveLength(6);
    const inactive = await testApi()
      .http()
      .get('/api/companies')
      .set('Authorization', await as('clientAllInactive'));
    expect(inactive.body.companies).toEqual([]);
  });

  it('shows a group-limited advisor without a group nothing while groups are on', async () => {
    const base = (
      await testApi()
        .store.doc(`firms/${DEMO_USERS.groupNorth.firmId}/users/${DEMO_USERS.groupNorth.id}`)
        .get()
    ).data()!;
    await testApi()
      .store.doc(`firms/${DEMO_USERS.groupNorth.firmId}/users/u-test-nogroup`)
      .create({ ...base, firm_group_id: null, email: 'nogroup@harborview.example' });
    const token = `Bearer ${await testApi().idTokenFor('u-test-nogroup', DEMO_USERS.groupNorth.firmId)}`;
    const list = await testApi().http().get('/api/v2/entities').set('Authorization', token);
    expect(list.body.entities).toEqual([]);
    const one = await testApi()
      .http()
      .get(`/api/companies/${DEMO_COMPANIES.olivia.id}`)
      .set('Authorization', token);
    expect(one.status).toBe(404);
  });

  it('lets a group-limited advisor choose only entities of their group', async () => {
    const north = await testApi()
      .http()
      .get('/api/v2/entities')
      .set('Authorization', await as('groupNorth'));
    const hashes = north.body.entities.map((e: { hash_id: string }) => e.hash_id);
    expect(hashes).toContain(DEMO_COMPANIES.olivia.hashId);
    expect(hashes).not.toContain(DEMO_COMPANIES.whitfieldTrust.hashId);
    const partner = await testApi()
      .http()
      .get('/api/v2/entities?search=whitfield')
      .set('Authorization', await as('partner'));
    expect(partner.body.entities.length).toBe(6);
    const all = await testApi()
      .http()
      .get('/api/v2/entities')
      .set('Authorization', await as('partner'));
    expect(all.body.entities.length).toBe(10);
  });
});

describe('entity profile', () => {
  it('answers the spec messages for a bad entity name', async () => {
    const auth = await as('clientOneEntity');
    const slash = await testApi()
      .http()
      .patch(`/api/companies/${DEMO_COMPANIES.olivia.id}`)
      .set('Authorization', auth)
      .send({ ...entity, name: 'A/B' });
    expect(slash.body.error).toBe(ENTITY_NAME_SLASH);
    const quote = await testApi()
      .http()
      .patch(`/api/companies/${DEMO_COMPANIES.olivia.id}`)
      .set('Authorization', auth)
      .send({ ...entity, name: 'A"B' });
    expect(quote.body.error).toBe(ENTITY_NAME_QUOTE);
  });

  it('keeps a read-only entity and a read-only user from editing', async () => {
    const entityRo = await testApi()
      .http()
      .patch(`/api/companies/${DEMO_COMPANIES.kimDesign.id}`)
      .set('Authorization', await as('clientReadOnlyEntity'))
      .send({ name: 'Kim Design Studio', entity_type: 'S-Corporation' });
    expect(entityRo.status).toBe(403);
    const userRo = await testApi()
      .http()
      .patch(`/api/users/${DEMO_USERS.clientReadOnly.id}`)
      .set('Authorization', await as('clientReadOnly'))
      .send({ fname: 'Henry', lname: 'Lawson', time_zone: 'Pacific Time (US & Canada)' });
    expect(userRo.status).toBe(403);
  });

  it('lets only partner or full users change the assigned firm user', async () => {
    const body = { ...entity, assigned_advisor_id: DEMO_USERS.partner.id };
    const admin = await testApi()
      .http()
      .patch(`/api/companies/${DEMO_COMPANIES.olivia.id}`)
      .set('Authorization', await as('admin'))
      .send(body);
    expect(admin.status).toBe(403);
    const full = await testApi()
      .http()
      .patch(`/api/companies/${DEMO_COMPANIES.olivia.id}`)
      .set('Authorization', await as('full'))
      .send(body);
    expect(full.body.assigned_advisor_id).toBe(DEMO_USERS.partner.id);
  });
});

describe('user profile', () => {
  it('keeps two-factor on while the firm forces it for clients', async () => {
    await testApi()
      .http()
      .put('/api/firms/update_preferences')
      .set('Authorization', await as('partner'))
      .send({ preferences: { ...demoFirmPreferences(), force_2fa_on_users: true } });
    const saved = await testApi()
      .http()
      .patch(`/api/users/${DEMO_USERS.clientOneEntity.id}`)
      .set('Authorization', await as('clientOneEntity'))
      .send({
        fname: 'Olivia',
        lname: 'Martinez',
        time_zone: 'Pacific Time (US & Canada)',
        enabled_2fa: false,
        phone_number: '4155550100',
      });
    expect(saved.body).toMatchObject({ enabled_2fa: true, phone_number: '4155550100' });
  });
});

describe('global alert', () => {
  it('is pushed by a partner and read by everyone in the firm only', async () => {
    await testApi()
      .http()
      .put('/api/alerts/global')
      .set('Authorization', await as('partner'))
      .send({ show: true, text: 'Office closed Friday' });
    const client = await testApi()
      .http()
      .get('/api/alerts/global')
      .set('Authorization', await as('clientOneEntity'));
    expect(client.body).toEqual({ show: true, text: 'Office closed Friday' });
    const other = await testApi()
      .http()
      .get('/api/alerts/global')
      .set('Authorization', await as('otherFirmPartner'));
    expect(other.body.show).toBe(false);
  });
});
