// GET /v2/users and GET /v2/entities: paging, sorting, filters, indexed search and group scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import {
  DEMO_COMPANIES,
  DEMO_FIRM_ID,
  DEMO_GROUPS,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import { FieldValue } from '../../platform/db/db';
import { TEST_START, useTestApi, type TestApi } from '../../../test/support/api-harness';
import { entitiesRepo } from '../entities/entities.repo';
import type { EntityRecord } from '../entities/entity-record';
import type { UserRecord } from '../users/user-record';
import { usersRepo } from '../users/users.repo';
import { refreshListFields } from './refresh-list-fields';

const testApi = useTestApi();
const as = async (role: Parameters<TestApi['tokenFor']>[0]) =>
  `Bearer ${await testApi().tokenFor(role)}`;

function client(id: string, over: Partial<UserRecord>): UserRecord {
  return {
    id,
    firmId: DEMO_FIRM_ID,
    email: `${id}@list.example`,
    fname: 'Test',
    lname: id,
    preferredName: '',
    phoneNumber: '',
    isStaff: false,
    firmAccess: null,
    firmGroupId: null,
    assignedAdvisorId: null,
    paying: true,
    readonlyAccess: false,
    setPasswordRequired: true,
    preferredSignInMethod: 'email',
    enabled2fa: false,
    timeZone: DEFAULT_TIME_ZONE,
    hasTempEmail: false,
    defaultCompanyId: null,
    createdAt: new Date(TEST_START.getTime() + 60_000),
    ...over,
  };
}

function entity(id: string, over: Partial<EntityRecord>): EntityRecord {
  return {
    id,
    firmId: DEMO_FIRM_ID,
    hashId: `${id}-hash`,
    name: id,
    entityType: 'Partnership',
    ownerIds: [],
    primaryOwnerId: '',
    assignedAdvisorId: null,
    firmGroupId: null,
    inactive: false,
    readonlyAccess: false,
    tagIds: [],
    createdAt: new Date(TEST_START.getTime() + 60_000),
    ...over,
  };
}

beforeAll(async () => {
  const users = usersRepo(testApi().store);
  await users.create(
    client('u-list-smith', {
      fname: 'John',
      lname: 'Smith',
      phoneNumber: '4155550142',
      externalUserId: 'CL-98231',
      firmGroupId: DEMO_GROUPS.south,
      assignedAdvisorId: DEMO_USERS.full.id,
      tagIds: ['t-referral'],
    }),
  );
  await users.create(
    client('u-list-nogroup', {
      fname: 'Nora',
      lname: 'Quill',
      createdAt: new Date(TEST_START.getTime() + 120_000),
      paying: false,
    }),
  );
  await users.create(
    client('u-list-north', {
      fname: 'Ned',
      lname: 'Northcott',
      firmGroupId: DEMO_GROUPS.north,
      tagIds: ['t-prefers-phone'],
    }),
  );
  const entities = entitiesRepo(testApi().store);
  await entities.create(
    entity('c-list-south', {
      name: 'Smithfield Orchards LLC',
      firmGroupId: DEMO_GROUPS.south,
      details: {
        businessEmail: '',
        otherEmail: '',
        street: '',
        city: '',
        state: '',
        zip: '',
        country: 'US',
        externalEntityId: 'E-771203',
        taxSoftwareClientId: '',
      },
    }),
  );
  await entities.create(
    entity('c-list-north', {
      name: 'Northcott Farms',
      firmGroupId: DEMO_GROUPS.north,
      entityType: 'Trust',
    }),
  );
});

const get = async (path: string, role: Parameters<TestApi['tokenFor']>[0] = 'partner') =>
  testApi()
    .http()
    .get(`/api/${path}`)
    .set('Authorization', await as(role));
const userIds = (body: { users: { id: string }[] }) => body.users.map((u) => u.id);
const entityIds = (body: { entities: { id: string }[] }) => body.entities.map((e) => e.id);

describe('GET /v2/users', () => {
  it('pages clients only, newest first, 10 by default, with a count on request', async () => {
    const res = await get('v2/users?count=true');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(8);
    expect(res.body.users).toHaveLength(8);
    expect(userIds(res.body)[0]).toBe('u-list-nogroup');
    expect(userIds(res.body)).not.toContain(DEMO_USERS.partner.id);
    const second = await get('v2/users?rows_per_page=10&page=2');
    expect(second.body.users).toEqual([]);
    const bad = await get('v2/users?rows_per_page=15');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('rows_per_page must be 10, 20 or 50');
  });

  it('sorts by name in both directions', async () => {
    const asc = await get('v2/users?sort_by=name&descending=false');
    const names = asc.body.users.map((u: { full_name: string }) => u.full_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const desc = await get('v2/users?sort_by=name&descending=true');
    expect(desc.body.users.map((u: { full_name: string }) => u.full_name.toLowerCase())).toEqual(
      [...names].reverse(),
    );
  });

  it('finds by any word prefix of a name or email, and by any run of phone or external-id digits', async () => {
    for (const term of [
      'smi',
      'SMITH',
      'john smi',
      'u-list-smith@list',
      'list',
      '5550',
      '(415) 555',
      '9823',
      'cl-98',
    ]) {
      const res = await get(`v2/users?search_term=${encodeURIComponent(term)}`);
      expect(userIds(res.body), term).toContain('u-list-smith');
    }
    const none = await get('v2/users?search_term=smyth');
    expect(none.body.users).toEqual([]);
  });

  it('finds a term anywhere in a name, an email or an id, and counts only real matches (issue 12)', async () => {
    const found = async (term: string, filters = '') =>
      (await get(`v2/users?search_term=${encodeURIComponent(term)}&count=true${filters}`)).body;
    for (const term of ['mith', 'ohn Smith', 'list-smith@', '-smith@list.ex', '@list.example'])
      expect(userIds(await found(term)), term).toContain('u-list-smith');
    // Three clients of the test share the domain; a longer term is checked whole on the rows found.
    expect((await found('@list.example')).total).toBe(3);
    expect(await found('smith@list')).toEqual({
      users: [expect.objectContaining({ id: 'u-list-smith' })],
      total: 1,
    });
    expect(userIds(await found('northcott', '&hide_actives=true'))).toEqual([]);
    // Words of two different fields do not make a match, nor do letters out of order.
    expect((await found('quill ned')).total).toBe(0);
    expect((await found('htims')).total).toBe(0);
  });

  it('filters by advisor, group, status and tags; -1 means no filter', async () => {
    const byAdvisor = await get(`v2/users?assigned_advisor_id=${DEMO_USERS.full.id}`);
    expect(userIds(byAdvisor.body)).toEqual(['u-list-smith']);
    const byGroup = await get(`v2/users?firm_group_id=${DEMO_GROUPS.north}&assigned_advisor_id=-1`);
    expect(userIds(byGroup.body)).toContain(DEMO_USERS.clientOneEntity.id);
    expect(userIds(byGroup.body)).not.toContain('u-list-smith');
    const inactive = await get('v2/users?hide_actives=true');
    expect(userIds(inactive.body)).toEqual(['u-list-nogroup']);
    const active = await get('v2/users?hide_inactives=true&count=true');
    expect(active.body.total).toBe(7);
    const both = await get('v2/users?hide_inactives=true&hide_actives=true');
    expect(both.body.users).toEqual([]);
    const tagged = await get('v2/users?tag_ids=t-referral,t-prefers-phone');
    expect(userIds(tagged.body).sort()).toEqual(['u-list-north', 'u-list-smith']);
  });

  it('combines a search with the status, advisor, group and tag filters (issue 12)', async () => {
    const search = (filters: string) =>
      get(`v2/users?search_term=list&count=true&${filters}`).then((r) => r.body);
    const inactive = await search('hide_actives=true');
    expect(userIds(inactive)).toEqual(['u-list-nogroup']);
    expect(inactive.total).toBe(1);
    expect(userIds(await search('hide_inactives=true')).sort()).toEqual([
      'u-list-north',
      'u-list-smith',
    ]);
    expect(userIds(await search(`assigned_advisor_id=${DEMO_USERS.full.id}`))).toEqual([
      'u-list-smith',
    ]);
    expect(userIds(await search(`firm_group_id=${DEMO_GROUPS.north}`))).toEqual(['u-list-north']);
    expect(userIds(await search('tag_ids=t-prefers-phone'))).toEqual(['u-list-north']);
    const all = await search(
      `tag_ids=t-referral,t-prefers-phone&hide_inactives=true&assigned_advisor_id=${DEMO_USERS.full.id}`,
    );
    expect(all).toEqual({ users: [expect.objectContaining({ id: 'u-list-smith' })], total: 1 });
    const ids = await get('v2/users?search_term=list&only_ids=true&hide_actives=true');
    expect(ids.body.ids).toEqual(['u-list-nogroup']);
  });

  it('answers only ids for a bulk selection', async () => {
    const res = await get('v2/users?only_ids=true&hide_actives=true');
    expect(res.body.ids).toEqual(['u-list-nogroup']);
  });

  it('keeps the search current when a profile changes', async () => {
    const auth = await as('partner');
    await testApi()
      .http()
      .patch('/api/users/u-list-nogroup')
      .set('Authorization', auth)
      .send({ fname: 'Nora', lname: 'Zebulon', time_zone: DEFAULT_TIME_ZONE });
    const res = await get('v2/users?search_term=zebu');
    expect(userIds(res.body)).toEqual(['u-list-nogroup']);
  });

  it('refuses clients', async () => {
    expect((await get('v2/users', 'clientOneEntity')).status).toBe(403);
  });
});

describe('group-limited advisors', () => {
  it('list, count, search and id lists show only their group and users of no group', async () => {
    const list = await get('v2/users?count=true', 'groupNorth');
    expect(userIds(list.body)).toEqual(
      expect.arrayContaining(['u-list-north', 'u-list-nogroup', DEMO_USERS.clientOneEntity.id]),
    );
    expect(userIds(list.body)).not.toContain('u-list-smith');
    expect(userIds(list.body)).not.toContain(DEMO_USERS.clientManyEntities.id);
    expect(list.body.total).toBe(list.body.users.length);
    const search = await get('v2/users?search_term=smith', 'groupNorth');
    expect(search.body.users).toEqual([]);
    const other = await get(`v2/users?firm_group_id=${DEMO_GROUPS.south}&count=true`, 'groupNorth');
    expect(other.body).toEqual({ users: [], total: 0 });
    const ids = await get('v2/users?only_ids=true', 'groupNorth');
    expect(ids.body.ids).not.toContain('u-list-smith');
    const entities = await get('v2/entities?search_term=smithfield', 'groupNorth');
    expect(entities.body.entities).toEqual([]);
    const south = await get('v2/entities?search_term=smithfield', 'groupSouth');
    expect(entityIds(south.body)).toEqual(['c-list-south']);
  });

  it('see nothing without a group while groups are on', async () => {
    const base = (
      await testApi().store.doc(`firms/${DEMO_FIRM_ID}/users/${DEMO_USERS.groupNorth.id}`).get()
    ).data()!;
    await testApi()
      .store.doc(`firms/${DEMO_FIRM_ID}/users/u-list-nogroup-staff`)
      .create({ ...base, firm_group_id: null, email: 'list-nogroup@harborview.example' });
    const token = `Bearer ${await testApi().idTokenFor('u-list-nogroup-staff', DEMO_FIRM_ID)}`;
    const users = await testApi()
      .http()
      .get('/api/v2/users?count=true')
      .set('Authorization', token);
    expect(users.body).toEqual({ users: [], total: 0 });
    const entities = await testApi()
      .http()
      .get('/api/v2/entities?search_term=north')
      .set('Authorization', token);
    expect(entities.body.entities).toEqual([]);
  });
});

describe('GET /v2/entities', () => {
  it('filters by entity type and status, sorts by name, and finds external-id digits', async () => {
    const trusts = await get('v2/entities?entity_type=Trust&sort_by=name&descending=false');
    expect(entityIds(trusts.body)).toEqual(['c-list-north', DEMO_COMPANIES.whitfieldTrust.id]);
    const inactive = await get('v2/entities?hide_actives=true');
    expect(entityIds(inactive.body)).toEqual([DEMO_COMPANIES.nguyenBakery.id]);
    const inside = await get('v2/entities?search_term=ield%20orch&count=true');
    expect(inside.body).toEqual({
      entities: [expect.objectContaining({ id: 'c-list-south' })],
      total: 1,
    });
    const byDigits = await get('v2/entities?search_term=7120');
    expect(entityIds(byDigits.body)).toEqual(['c-list-south']);
    const tagged = await get('v2/entities?tag_ids=t-extension&count=true');
    expect(tagged.body.total).toBe(1);
  });

  it('combines a search with the status, entity type and tag filters (issue 12)', async () => {
    const whitfield = (filters: string) =>
      get(`v2/entities?search_term=whitfield&count=true&${filters}`).then((r) => r.body);
    const everyone = await whitfield('');
    const inactive = await whitfield('hide_actives=true');
    const active = await whitfield('hide_inactives=true');
    expect(everyone.total).toBeGreaterThan(0);
    expect(inactive.total + active.total).toBe(everyone.total);
    expect(entityIds(await whitfield('entity_type=Trust'))).toEqual([
      DEMO_COMPANIES.whitfieldTrust.id,
    ]);
    const nguyen = await get('v2/entities?search_term=nguyen&hide_inactives=true');
    expect(entityIds(nguyen.body)).not.toContain(DEMO_COMPANIES.nguyenBakery.id);
    const nguyenInactive = await get('v2/entities?search_term=nguyen&hide_actives=true');
    expect(entityIds(nguyenInactive.body)).toEqual([DEMO_COMPANIES.nguyenBakery.id]);
    expect(entityIds(await whitfield('tag_ids=t-extension'))).toEqual([
      DEMO_COMPANIES.whitfieldLandscaping.id,
    ]);
    const otherTag = await get('v2/entities?search_term=nguyen&tag_ids=t-extension&count=true');
    expect(otherTag.body).toEqual({ entities: [], total: 0 });
  });

  it('answers the chooser: the 10 newest, or matches of `search`', async () => {
    const all = await get('v2/entities');
    expect(all.body.entities).toHaveLength(10);
    const whitfield = await get('v2/entities?search=whitfield');
    expect(whitfield.body.entities).toHaveLength(6);
  });
});

describe('the test-user toggle (test_users)', () => {
  it('lists only users with a temporary email, within the caller’s groups', async () => {
    const created = await testApi()
      .http()
      .post('/api/v2/users')
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`)
      .send({
        fname: 'Tess',
        lname: 'Noemail',
        email: '',
        generate_temp_email: true,
        assigned_advisor_id: DEMO_USERS.full.id,
        firm_group_id: 'g-north',
        entity_type: 'Trust',
        entity_name: 'Noemail Trust',
      });
    expect(created.status).toBe(201);
    const id = created.body.user.id as string;
    const list = async (role: Parameters<TestApi['tokenFor']>[0]) =>
      testApi()
        .http()
        .get('/api/v2/users?test_users=true&count=true')
        .set('Authorization', `Bearer ${await testApi().tokenFor(role)}`);
    const partner = await list('partner');
    expect(partner.status).toBe(200);
    expect(partner.body.users.map((u: { id: string }) => u.id)).toContain(id);
    expect(partner.body.users.every((u: { has_temp_email: boolean }) => u.has_temp_email)).toBe(
      true,
    );
    expect(partner.body.total).toBe(partner.body.users.length);
    expect((await list('groupNorth')).body.users.map((u: { id: string }) => u.id)).toContain(id);
    expect((await list('groupSouth')).body.users.map((u: { id: string }) => u.id)).not.toContain(
      id,
    );
    // Without the toggle the user is listed like any other.
    const all = await testApi()
      .http()
      .get('/api/v2/users?rows_per_page=50')
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    expect(all.body.users.map((u: { id: string }) => u.id)).toContain(id);
  });
});

describe('a store written before the search fields changed', () => {
  it('gets today’s list fields from its migration, so its records are found again', async () => {
    const { store } = testApi();
    await usersRepo(store).create(client('u-list-stale', { fname: 'Stella', lname: 'Oldfield' }));
    const ref = store.doc(`firms/${DEMO_FIRM_ID}/users/u-list-stale`);
    // As an older version wrote it: word starts only, no searchable text.
    await ref.update({ search_keys: ['g:*|s:*|q:ol'], search_text: FieldValue.delete() });
    expect(userIds((await get('v2/users?search_term=dfield')).body)).toEqual([]);

    expect(await refreshListFields(store)).toBeGreaterThanOrEqual(1);
    expect(userIds((await get('v2/users?search_term=dfield')).body)).toEqual(['u-list-stale']);
    expect(userIds((await get('v2/users?search_term=a oldfield')).body)).toEqual(['u-list-stale']);
    // Once current, a second run rewrites nothing.
    expect(await refreshListFields(store)).toBe(0);
  });
});
