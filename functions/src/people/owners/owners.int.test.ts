// Entity owners: add, remove, change primary contact, and a new entity for an existing user.
import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, ENTITY_NAME_EXISTS } from '@portico/common/people/create-client';
import {
  NOT_AN_OWNER,
  OWNER_GROUP_MISMATCH,
  PRIMARY_CANNOT_BE_REMOVED,
} from '@portico/common/people/owners';
import { ENTITY_NAME_SLASH } from '@portico/common/people/profile-schema';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import {
  DEMO_COMPANIES,
  DEMO_FIRM_ID,
  DEMO_GROUPS,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../../test/support/api-harness';
import { loginsRepo } from '../../auth/logins.repo';
import { entitiesRepo } from '../entities/entities.repo';
import { usersRepo } from '../users/users.repo';

const testApi = useTestApi();

type Role = Parameters<TestApi['tokenFor']>[0];
const auth = async (role: Role) => `Bearer ${await testApi().tokenFor(role)}`;
const post = async (path: string, body: object, role: Role = 'partner') =>
  testApi()
    .http()
    .post(`/api/${path}`)
    .set('Authorization', await auth(role))
    .send(body);
const fixture = (groupId: string | null = DEMO_GROUPS.north, lname = 'Owner') =>
  createFixtureUser(testApi().store, () => testApi().clock.now(), { groupId, lname });

describe('owners', () => {
  it('adds an owner, makes them primary, and removes the former primary', async () => {
    const first = await fixture();
    const second = await fixture();
    const added = await post(`companies/${first.companyId}/owners`, { user_id: second.id });
    expect(added.body).toEqual({
      company_id: first.companyId,
      primary_owner_id: first.id,
      owner_ids: [first.id, second.id],
    });
    const refused = await testApi()
      .http()
      .delete(`/api/companies/${first.companyId}/owners/${first.id}`)
      .set('Authorization', await auth('partner'));
    expect(refused.body.error).toBe(PRIMARY_CANNOT_BE_REMOVED);
    const primary = await post(`companies/${first.companyId}/primary_contact`, {
      user_id: second.id,
    });
    expect(primary.body.primary_owner_id).toBe(second.id);
    const removed = await testApi()
      .http()
      .delete(`/api/companies/${first.companyId}/owners/${first.id}`)
      .set('Authorization', await auth('partner'));
    expect(removed.body.owner_ids).toEqual([second.id]);
    expect(
      (await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, first.companyId!))?.ownerIds,
    ).toEqual([second.id]);
  });

  it('makes only owners primary, and adds only users of the entity’s group or of none', async () => {
    const north = await fixture();
    const south = await fixture(DEMO_GROUPS.south);
    const none = await fixture(null);
    expect(
      (await post(`companies/${north.companyId}/primary_contact`, { user_id: south.id })).body
        .error,
    ).toBe(NOT_AN_OWNER);
    expect(
      (await post(`companies/${north.companyId}/owners`, { user_id: south.id })).body.error,
    ).toBe(OWNER_GROUP_MISMATCH);
    expect((await post(`companies/${north.companyId}/owners`, { user_id: none.id })).status).toBe(
      200,
    );
    expect(
      (await post(`companies/${north.companyId}/owners`, { user_id: south.id }, 'groupNorth'))
        .status,
    ).toBe(404);
    expect(
      (await post(`companies/${north.companyId}/owners`, { user_id: none.id }, 'groupSouth'))
        .status,
    ).toBe(404);
  });
});

describe('a new entity for a user', () => {
  it('creates it with the user as primary owner, in their group, under a name unique among theirs', async () => {
    const user = await fixture(DEMO_GROUPS.north, 'Newent');
    const res = await post('companies', {
      user_id: user.id,
      name: 'Newent Holdings LLC',
      entity_type: 'Partnership',
    });
    expect(res.status).toBe(201);
    const entity = await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, res.body.id);
    expect(entity).toMatchObject({
      ownerIds: [user.id],
      primaryOwnerId: user.id,
      firmGroupId: DEMO_GROUPS.north,
    });
    const again = await post('companies', {
      user_id: user.id,
      name: 'newent holdings llc',
      entity_type: 'Trust',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ENTITY_NAME_EXISTS);
    expect(
      (await post('companies', { user_id: user.id, name: 'A/B', entity_type: 'Trust' })).body.error,
    ).toBe(ENTITY_NAME_SLASH);
    expect(
      (
        await post(
          'companies',
          { user_id: user.id, name: 'Other', entity_type: 'Trust' },
          'clientOneEntity',
        )
      ).status,
    ).toBe(403);
  });
});

describe('add owner: new user', () => {
  it('creates a user in the entity’s group with a login, and adds them as owner', async () => {
    const first = await fixture();
    const res = await post(`companies/${first.companyId}/owners/new`, {
      firstName: 'Nell',
      lastName: 'Owner',
      email: 'nell.owner@owners.example',
      phoneNumber: '3125550111',
      advisor: DEMO_USERS.groupNorth.id,
      copyPreviousMessages: true,
    });
    expect(res.status).toBe(201);
    const [, newId] = res.body.owner_ids;
    expect(res.body.owner_ids).toHaveLength(2);
    const user = await usersRepo(testApi().store).get(DEMO_FIRM_ID, newId);
    expect(user).toMatchObject({
      fname: 'Nell',
      firmGroupId: DEMO_GROUPS.north,
      assignedAdvisorId: DEMO_USERS.groupNorth.id,
      setPasswordRequired: true,
    });
    expect(
      (await loginsRepo(testApi().store).find('nell.owner@owners.example'))?.passwordHash,
    ).toBeNull();
    expect(
      (await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, first.companyId!))?.ownerIds,
    ).toEqual([first.id, newId]);
  });

  it('refuses a used email, and an advisor of another group, writing nothing', async () => {
    const first = await fixture();
    const taken = await post(`companies/${first.companyId}/owners/new`, {
      firstName: 'A',
      lastName: 'B',
      email: DEMO_USERS.clientOneEntity.email,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(EMAIL_TAKEN);
    const advisor = await post(`companies/${first.companyId}/owners/new`, {
      firstName: 'A',
      lastName: 'B',
      email: 'ab@owners.example',
      advisor: DEMO_USERS.groupSouth.id,
    });
    expect(advisor.body.error).toBe('The assigned advisor is not in this firm group');
    expect(
      (await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, first.companyId!))?.ownerIds,
    ).toEqual([first.id]);
  });
});

describe('entity email update prompt (PUT /companies/{id}/business_email)', () => {
  const put = async (companyId: string, body: object, role: Parameters<TestApi['tokenFor']>[0]) =>
    testApi()
      .http()
      .put(`/api/companies/${companyId}/business_email`)
      .set('Authorization', `Bearer ${await testApi().tokenFor(role)}`)
      .send(body);

  it('sets the business email from an owner, keeping the other details', async () => {
    const company = DEMO_COMPANIES.kimDesign.id;
    const owner = DEMO_USERS.clientReadOnlyEntity.id;
    const res = await put(
      company,
      { userId: owner, business_email: 'Studio@Kim.example' },
      'partner',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Entity info updated successfully.',
      company_id: company,
      business_email: 'studio@kim.example',
    });
    const entity = await testApi()
      .http()
      .get(`/api/companies/${company}`)
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    expect(entity.body).toMatchObject({
      business_email: 'studio@kim.example',
      name: 'Kim Design Studio',
    });
    const search = await testApi()
      .http()
      .get('/api/v2/entities?search_term=studio@kim')
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    expect(search.body.entities.map((e: { id: string }) => e.id)).toContain(company);
  });

  it('refuses a non-owner, a bad address, clients and another group', async () => {
    const company = DEMO_COMPANIES.kimDesign.id;
    const body = { userId: DEMO_USERS.clientOneEntity.id, business_email: 'x@y.example' };
    expect((await put(company, body, 'partner')).body.error).toBe(
      'This user is not an owner of the entity',
    );
    const bad = await put(
      company,
      { userId: DEMO_USERS.clientReadOnlyEntity.id, business_email: 'nope' },
      'partner',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Enter a valid email address');
    expect((await put(company, body, 'clientReadOnlyEntity')).status).toBe(403);
    expect((await put(DEMO_COMPANIES.olivia.id, body, 'groupSouth')).status).toBe(404);
  });
});

describe('a client’s entities on the staff user view (GET /users/{id}/entities)', () => {
  it('lists every entity of the user, inactive ones too, with the primary flag', async () => {
    const res = await testApi()
      .http()
      .get(`/api/users/${DEMO_USERS.clientAllInactive.id}/entities`)
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    expect(res.status).toBe(200);
    expect(res.body.entities.length).toBeGreaterThan(0);
    expect(res.body.entities.every((e: { inactive: boolean }) => e.inactive)).toBe(true);
    expect(res.body.entities[0]).toHaveProperty('is_primary');
    const client = await testApi()
      .http()
      .get(`/api/users/${DEMO_USERS.clientAllInactive.id}/entities`)
      .set('Authorization', `Bearer ${await testApi().tokenFor('clientAllInactive')}`);
    expect(client.status).toBe(403);
  });
});

describe('delete an entity (DELETE /companies/{id})', () => {
  const del = async (companyId: string, role: Parameters<TestApi['tokenFor']>[0]) =>
    testApi()
      .http()
      .delete(`/api/companies/${companyId}`)
      .set('Authorization', `Bearer ${await testApi().tokenFor(role)}`);
  const get = async (path: string) =>
    testApi()
      .http()
      .get(`/api/${path}`)
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);

  it('archives the entity: it leaves the lists, searches and reads, and is kept', async () => {
    const created = await testApi()
      .http()
      .post('/api/companies')
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`)
      .send({
        user_id: DEMO_USERS.clientOneEntity.id,
        name: 'Martinez Doomed LLC',
        entity_type: 'Trust',
      });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await del(id, 'full')).status).toBe(403);
    expect((await del(id, 'clientOneEntity')).status).toBe(403);
    const res = await del(id, 'admin');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Entity deleted successfully', id });

    expect((await get(`companies/${id}`)).status).toBe(404);
    expect((await get(`companies/${created.body.hash_id}`)).status).toBe(404);
    const search = await get('v2/entities?search_term=doomed&count=true');
    expect(search.body.total ?? search.body.entities.length).toBe(0);
    const owned = await get(`users/${DEMO_USERS.clientOneEntity.id}/entities`);
    expect(owned.body.entities.map((e: { id: string }) => e.id)).not.toContain(id);
    const archived = await testApi()
      .store.doc(`firms/${DEMO_FIRM_ID}/deleted_companies/${id}`)
      .get();
    expect(archived.data()).toMatchObject({
      name: 'Martinez Doomed LLC',
      deleted_by: DEMO_USERS.admin.id,
    });
    expect(archived.data()).not.toHaveProperty('list_keys');
    expect((await del(id, 'partner')).status).toBe(404);
  });

  it('is refused for another firm’s entity, deleting nothing', async () => {
    expect((await del(DEMO_COMPANIES.lakesideClient.id, 'partner')).status).toBe(404);
    expect((await get(`companies/${DEMO_COMPANIES.whitfieldTrust.id}`)).status).toBe(200);
  });
});
