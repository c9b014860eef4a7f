// POST /v2/users (Create User and Entity) and GET /v2/users/check_email.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import { EMAIL_TAKEN, TEMP_EMAIL_DOMAIN } from '@portico/common/people/create-client';
import { ENTITY_NAME_QUOTE, ENTITY_NAME_SLASH } from '@portico/common/people/profile-schema';
import { loginsRepo } from '../../auth/logins.repo';
import { DEMO_FIRM_ID, DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../../test/support/api-harness';
import { entitiesRepo } from '../entities/entities.repo';
import { usersRepo } from './users.repo';

const testApi = useTestApi();

type Role = Parameters<TestApi['tokenFor']>[0];
const create = async (body: object, role: Role = 'partner') =>
  testApi()
    .http()
    .post('/api/v2/users')
    .set('Authorization', `Bearer ${await testApi().tokenFor(role)}`)
    .send(body);
const base = {
  fname: 'Ann',
  lname: 'Carter',
  email: 'ann.carter@create.example',
  assigned_advisor_id: DEMO_USERS.full.id,
  firm_group_id: DEMO_GROUPS.north,
  entity_type: 'S-Corporation',
  entity_name: 'Carter Consulting Inc',
  time_zone: 'Eastern Time (US & Canada)',
};

describe('create user and entity', () => {
  it('creates the client, the entity and a login to sign in by link', async () => {
    const res = await create({ ...base, phone_number: '2125550100' });
    expect(res.status).toBe(201);
    const user = await usersRepo(testApi().store).get(DEMO_FIRM_ID, res.body.user.id);
    expect(user).toMatchObject({
      fname: 'Ann',
      phoneNumber: '2125550100',
      setPasswordRequired: true,
      firmGroupId: DEMO_GROUPS.north,
      assignedAdvisorId: DEMO_USERS.full.id,
      timeZone: 'Eastern Time (US & Canada)',
    });
    const entity = await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, res.body.company_id);
    expect(entity).toMatchObject({
      name: 'Carter Consulting Inc',
      entityType: 'S-Corporation',
      ownerIds: [user!.id],
      primaryOwnerId: user!.id,
    });
    const login = await loginsRepo(testApi().store).find('ann.carter@create.example');
    expect(login).toEqual({
      email: 'ann.carter@create.example',
      firmId: DEMO_FIRM_ID,
      userId: user!.id,
      passwordHash: null,
    });
    const listed = await testApi()
      .http()
      .get('/api/v2/users?search_term=carter')
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    expect(listed.body.users.map((u: { id: string }) => u.id)).toContain(user!.id);
  });

  it('names an Individual from the person and the spouse, who becomes an owner', async () => {
    const res = await create({
      ...base,
      email: 'bo.lane@create.example',
      fname: 'Bo',
      lname: 'Lane',
      entity_type: 'Individual',
      entity_name: '',
      add_spouse: true,
      spouse_fname: 'Cy',
      spouse_lname: 'Lane',
      spouse_email: 'cy.lane@create.example',
    });
    expect(res.status).toBe(201);
    const entity = await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, res.body.company_id);
    expect(entity?.name).toBe('Bo and Cy Lane');
    expect(entity?.ownerIds).toEqual([res.body.user.id, res.body.spouse.id]);
    expect(await loginsRepo(testApi().store).find('cy.lane@create.example')).not.toBeNull();
    // The entity opens a conversation with both owners and their advisor, who is in it.
    const advisor = await testApi().as('full');
    const listed = await advisor.get(`conversations?company_id=${res.body.company_id}`);
    expect(listed.body.conversations).toMatchObject([
      {
        id: res.body.company_id,
        client_names: ['Bo Lane', 'Cy Lane'],
        advisor_ids: [DEMO_USERS.full.id],
        last_message: null,
        is_member: true,
      },
    ]);
    const missing = await create({
      ...base,
      email: '',
      generate_temp_email: true,
      entity_type: 'Individual',
      add_spouse: true,
      spouse_fname: 'Cy',
    });
    expect(missing.body.error).toBe('Spouse last name is required');
  });

  it('creates a user without email only when asked, with a temporary email and the default time zone', async () => {
    const refused = await create({ ...base, email: '' });
    expect(refused.status).toBe(400);
    const res = await create({
      ...base,
      email: '',
      generate_temp_email: true,
      entity_name: 'No Mail LLC',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.has_temp_email).toBe(true);
    expect(res.body.user.email).toBe('');
    const user = await usersRepo(testApi().store).get(DEMO_FIRM_ID, res.body.user.id);
    expect(user).toMatchObject({ hasTempEmail: true, timeZone: DEFAULT_TIME_ZONE });
    expect(user?.email.endsWith(`@${TEMP_EMAIL_DOMAIN}`)).toBe(true);
    expect(await loginsRepo(testApi().store).find(user?.email ?? '')).toBeNull();
    // No answer shows the internal address: the entity's owners, the user, the list row.
    const auth = `Bearer ${await testApi().tokenFor('partner')}`;
    const read = (path: string) => testApi().http().get(`/api${path}`).set('Authorization', auth);
    const entity = await read(`/companies/${res.body.company_id}`);
    expect(entity.body.owners).toEqual([expect.objectContaining({ email: '' })]);
    expect(JSON.stringify(entity.body)).not.toContain(TEMP_EMAIL_DOMAIN);
    expect(JSON.stringify((await read(`/users/${user?.id}`)).body)).not.toContain(
      TEMP_EMAIL_DOMAIN,
    );
    const rows = await read('/v2/users?test_users=true');
    expect(JSON.stringify(rows.body)).not.toContain(TEMP_EMAIL_DOMAIN);
  });

  it('refuses a used email, and the live check says who holds it', async () => {
    const taken = await create({ ...base, email: DEMO_USERS.clientOneEntity.email });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(EMAIL_TAKEN);
    const partner = await testApi()
      .http()
      .get(
        `/api/v2/users/check_email?email=${encodeURIComponent(DEMO_USERS.clientOneEntity.email)}`,
      )
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    expect(partner.body).toEqual({
      is_available: false,
      user: { id: DEMO_USERS.clientOneEntity.id, full_name: 'Olivia Martinez' },
    });
    const south = await testApi()
      .http()
      .get(
        `/api/v2/users/check_email?email=${encodeURIComponent(DEMO_USERS.clientOneEntity.email)}`,
      )
      .set('Authorization', `Bearer ${await testApi().tokenFor('groupSouth')}`);
    expect(south.body).toEqual({ is_available: false, user: null });
    const free = await testApi()
      .http()
      .get('/api/v2/users/check_email?email=nobody@create.example')
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    expect(free.body).toEqual({ is_available: true, user: null });
  });

  it('answers the spec messages for a bad entity name and missing fields', async () => {
    expect(
      (await create({ ...base, email: '', generate_temp_email: true, entity_name: 'A/B' })).body
        .error,
    ).toBe(ENTITY_NAME_SLASH);
    expect(
      (await create({ ...base, email: '', generate_temp_email: true, entity_name: 'A"B' })).body
        .error,
    ).toBe(ENTITY_NAME_QUOTE);
    expect((await create({ ...base, fname: '' })).body.error).toBe('First name is required');
    expect((await create({ ...base, assigned_advisor_id: '-1' })).body.error).toBe(
      'Assigned advisor is required',
    );
  });

  it('requires a firm group, keeps group-limited advisors in theirs and their group’s advisors', async () => {
    expect((await create({ ...base, firm_group_id: '-1' })).body.error).toBe(
      'Firm group is required',
    );
    const other = await create(
      { ...base, email: 'x1@create.example', firm_group_id: DEMO_GROUPS.south },
      'groupNorth',
    );
    expect(other.status).toBe(403);
    const own = await create(
      {
        ...base,
        email: 'x2@create.example',
        firm_group_id: '',
        assigned_advisor_id: DEMO_USERS.groupNorth.id,
      },
      'groupNorth',
    );
    expect(own.status).toBe(201);
    expect(
      (await usersRepo(testApi().store).get(DEMO_FIRM_ID, own.body.user.id))?.firmGroupId,
    ).toBe(DEMO_GROUPS.north);
    const wrongAdvisor = await create({
      ...base,
      email: 'x3@create.example',
      assigned_advisor_id: DEMO_USERS.groupSouth.id,
    });
    expect(wrongAdvisor.body.error).toBe('The assigned advisor is not in this firm group');
  });

  it('refuses clients', async () => {
    expect((await create(base, 'clientOneEntity')).status).toBe(403);
  });
});
