// An Individual entity's spouse: GET and POST /companies/{id}/spouse, and the spouse recorded by
// Create User and Entity.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import { EMAIL_TAKEN, TEMP_EMAIL_DOMAIN } from '@portico/common/people/create-client';
import { ENTITY_NAME_SLASH } from '@portico/common/people/profile-schema';
import {
  SPOUSE_EXISTS,
  SPOUSE_INDIVIDUAL_ONLY,
  SPOUSE_NEEDS_PRIMARY,
} from '@portico/common/people/spouse';
import { loginsRepo } from '../../auth/logins.repo';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import {
  DEMO_FIRM_ID,
  DEMO_GROUPS,
  DEMO_USERS,
  type DemoRole,
} from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { companiesPath, entitiesRepo } from '../entities/entities.repo';
import { usersRepo } from '../users/users.repo';

const testApi = useTestApi();
type Role = DemoRole;
const as = (role: Role) => testApi().as(role);
const addSpouse = async (companyId: string, body: object, role: Role = 'partner') =>
  (await as(role)).post(`companies/${companyId}/spouse`, body);
const getSpouse = async (companyId: string, role: Role = 'partner') =>
  (await as(role)).get(`companies/${companyId}/spouse`);
const company = (id: string) => entitiesRepo(testApi().store).get(DEMO_FIRM_ID, id);

/** An Individual made by Create User and Entity: North Office, advisor Priya Raman. */
async function individual(
  fname: string,
  lname: string,
  extra: object = {},
): Promise<{ userId: string; companyId: string }> {
  const res = await (
    await as('partner')
  ).post('v2/users', {
    fname,
    lname,
    email: `${fname}.${lname}@spouse.example`.toLowerCase(),
    assigned_advisor_id: DEMO_USERS.full.id,
    firm_group_id: DEMO_GROUPS.north,
    entity_type: 'Individual',
    time_zone: 'Mountain Time (US & Canada)',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { userId: res.body.user.id, companyId: res.body.company_id };
}

describe('the spouse recorded by Create User and Entity', () => {
  it('marks the spouse on the entity, and GET spouse answers them to staff and to the owners', async () => {
    const res = await (
      await as('partner')
    ).post('v2/users', {
      fname: 'Eli',
      lname: 'Stone',
      email: 'eli.stone@spouse.example',
      assigned_advisor_id: DEMO_USERS.full.id,
      firm_group_id: DEMO_GROUPS.north,
      entity_type: 'Individual',
      add_spouse: true,
      spouse_fname: 'Fay',
      spouse_lname: 'Stone',
    });
    expect(res.status).toBe(201);
    expect((await company(res.body.company_id))?.spouseId).toBe(res.body.spouse.id);
    const answer = {
      spouse: {
        id: res.body.spouse.id,
        fname: 'Fay',
        lname: 'Stone',
        full_name: 'Fay Stone',
        email: '',
        has_temp_email: true,
      },
    };
    expect((await getSpouse(res.body.company_id)).body).toEqual(answer);
    const entity = await (await as('partner')).get(`companies/${res.body.company_id}`);
    expect(entity.body.spouse_id).toBe(res.body.spouse.id);

    // The owner sees it too: Olivia's own Individual, seeded without a spouse, answers null.
    const olivia = await getSpouse('c-olivia-martinez', 'clientOneEntity');
    expect(olivia.status).toBe(200);
    expect(olivia.body).toEqual({ spouse: null });
  });

  it('answers null for an entity stored before spouses were recorded (no spouse_id field)', async () => {
    const { companyId } = await individual('Gus', 'Older');
    const ref = testApi().store.doc(`${companiesPath(DEMO_FIRM_ID)}/${companyId}`);
    const { spouse_id: _dropped, ...legacy } = (await ref.get()).data()!;
    await ref.set(legacy);
    expect((await ref.get()).data()).not.toHaveProperty('spouse_id');
    expect((await getSpouse(companyId)).body).toEqual({ spouse: null });
  });
});

describe('add spouse', () => {
  it('creates the spouse, adds them as owner, marks them and renames the entity, in one write', async () => {
    const { userId, companyId } = await individual('Bo', 'Lane');
    const res = await addSpouse(companyId, {
      fname: ' Cy ',
      lname: 'Lane',
      email: 'Cy.Lane@Spouse.example',
    });
    expect(res.status).toBe(201);
    const spouseId = res.body.spouse.id;
    expect(res.body).toEqual({
      company_id: companyId,
      name: 'Bo and Cy Lane',
      spouse: {
        id: spouseId,
        fname: 'Cy',
        lname: 'Lane',
        full_name: 'Cy Lane',
        email: 'cy.lane@spouse.example',
        has_temp_email: false,
      },
    });
    expect(await company(companyId)).toMatchObject({
      name: 'Bo and Cy Lane',
      ownerIds: [userId, spouseId],
      primaryOwnerId: userId,
      spouseId,
    });
    // The entity's group and advisor; signs in by link; the primary contact's time zone.
    expect(await usersRepo(testApi().store).get(DEMO_FIRM_ID, spouseId)).toMatchObject({
      email: 'cy.lane@spouse.example',
      isStaff: false,
      firmGroupId: DEMO_GROUPS.north,
      assignedAdvisorId: DEMO_USERS.full.id,
      setPasswordRequired: true,
      preferredSignInMethod: 'email',
      hasTempEmail: false,
      timeZone: 'Mountain Time (US & Canada)',
      defaultCompanyId: companyId,
    });
    expect(await loginsRepo(testApi().store).find('cy.lane@spouse.example')).toEqual({
      email: 'cy.lane@spouse.example',
      firmId: DEMO_FIRM_ID,
      userId: spouseId,
      passwordHash: null,
    });
    expect((await getSpouse(companyId)).body.spouse.id).toBe(spouseId);

    // The Entities list finds it by its new name; the spouse is on the Users list.
    const entities = await (
      await as('partner')
    ).get(`v2/entities?search_term=${encodeURIComponent('bo and cy')}`);
    expect(entities.body.entities.map((e: { id: string }) => e.id)).toContain(companyId);
    const listed = await (await as('partner')).get('v2/entities?search_term=cy');
    expect(listed.body.entities.map((e: { name: string }) => e.name)).toContain('Bo and Cy Lane');

    const again = await addSpouse(companyId, { fname: 'Di', lname: 'Lane' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SPOUSE_EXISTS);
  });

  it('names the entity with both last names when they differ', async () => {
    const { companyId } = await individual('Ada', 'Quill');
    const res = await addSpouse(companyId, { fname: 'Ben', lname: 'Park' });
    expect(res.body.name).toBe('Ada Quill and Ben Park');
    expect((await company(companyId))?.name).toBe('Ada Quill and Ben Park');
  });

  it('gives a spouse without an email a temporary address, the default time zone and no login', async () => {
    const { companyId } = await individual('Hal', 'Moss');
    const res = await addSpouse(companyId, { fname: 'Ivy', lname: 'Moss', email: '' });
    expect(res.status).toBe(201);
    expect(res.body.spouse).toMatchObject({ email: '', has_temp_email: true });
    const spouse = await usersRepo(testApi().store).get(DEMO_FIRM_ID, res.body.spouse.id);
    expect(spouse).toMatchObject({
      email: `${res.body.spouse.id}@${TEMP_EMAIL_DOMAIN}`,
      hasTempEmail: true,
      timeZone: DEFAULT_TIME_ZONE,
    });
    expect(await loginsRepo(testApi().store).find(spouse!.email)).toBeNull();
  });

  it('writes nothing when the email is taken', async () => {
    const { userId, companyId } = await individual('Jo', 'Reed');
    const before = await company(companyId);
    const res = await addSpouse(companyId, {
      fname: 'Kit',
      lname: 'Reedtaken',
      email: DEMO_USERS.clientManyEntities.email.toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(EMAIL_TAKEN);
    expect(await company(companyId)).toEqual(before);
    expect(before).toMatchObject({ name: 'Jo Reed', ownerIds: [userId], spouseId: null });
    const users = await (await as('partner')).get('v2/users?search_term=reedtaken');
    expect(users.body.users).toEqual([]);
  });

  it('refuses what the rules refuse, with the spec’s messages', async () => {
    const { companyId } = await individual('Lu', 'Vance');
    const cases: [object, string][] = [
      [{ lname: 'Vance' }, 'Spouse first name is required'],
      [{ fname: 'Mo', lname: ' ' }, 'Spouse last name is required'],
      [{ fname: 'Mo', lname: 'Vance', email: 'not-an-email' }, 'Enter a valid email address'],
      [{ fname: 'Mo', lname: 'A/B' }, ENTITY_NAME_SLASH],
    ];
    for (const [body, message] of cases) {
      const res = await addSpouse(companyId, body);
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await company(companyId)).toMatchObject({ name: 'Lu Vance', spouseId: null });

    const trust = await (
      await as('partner')
    ).post('v2/users', {
      fname: 'Ned',
      lname: 'Trust',
      email: 'ned.trust@spouse.example',
      assigned_advisor_id: DEMO_USERS.full.id,
      firm_group_id: DEMO_GROUPS.north,
      entity_type: 'Trust',
      entity_name: 'Ned Trust',
    });
    const notIndividual = await addSpouse(trust.body.company_id, { fname: 'Ola', lname: 'Trust' });
    expect(notIndividual.status).toBe(400);
    expect(notIndividual.body.error).toBe(SPOUSE_INDIVIDUAL_ONLY);
  });

  it('needs a primary contact to name the entity from', async () => {
    const { companyId } = await individual('Pia', 'Lorne');
    await testApi()
      .store.doc(`${companiesPath(DEMO_FIRM_ID)}/${companyId}`)
      .update({ owner_ids: [], primary_owner_id: '' });
    const res = await addSpouse(companyId, { fname: 'Rex', lname: 'Lorne' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(SPOUSE_NEEDS_PRIMARY);
  });

  it('is for staff who may see the entity: a client is refused, another group finds nothing', async () => {
    const north = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
      groupId: DEMO_GROUPS.north,
      fname: 'Sam',
      lname: 'North',
    });
    const companyId = north.companyId!;
    const token = `Bearer ${await testApi().idTokenFor(north.id, DEMO_FIRM_ID)}`;
    const asOwner = await testApi()
      .http()
      .post(`/api/companies/${companyId}/spouse`)
      .set('Authorization', token)
      .send({ fname: 'Tia', lname: 'North' });
    expect(asOwner.status).toBe(403);
    const ownerReads = await testApi()
      .http()
      .get(`/api/companies/${companyId}/spouse`)
      .set('Authorization', token);
    expect(ownerReads.body).toEqual({ spouse: null });

    expect(
      (await addSpouse(companyId, { fname: 'Tia', lname: 'North' }, 'groupSouth')).status,
    ).toBe(404);
    expect((await getSpouse(companyId, 'groupSouth')).status).toBe(404);
    expect((await getSpouse(companyId, 'clientManyEntities')).status).toBe(404);
    expect((await addSpouse('c-no-such-entity', { fname: 'Tia', lname: 'North' })).status).toBe(
      404,
    );
    expect(await company(companyId)).toMatchObject({ ownerIds: [north.id], spouseId: null });

    // The advisor of the entity's own group may.
    const added = await addSpouse(companyId, { fname: 'Tia', lname: 'North' }, 'groupNorth');
    expect(added.status).toBe(201);
    expect(added.body.name).toBe('Sam and Tia North');
    expect((await getSpouse(companyId, 'clientOneEntity')).status).toBe(404);
  });

  it('forgets the spouse when they stop being an owner, so another can be added', async () => {
    const { companyId } = await individual('Uma', 'West');
    const first = await addSpouse(companyId, { fname: 'Val', lname: 'West' });
    const removed = await (
      await as('partner')
    ).delete(`companies/${companyId}/owners/${first.body.spouse.id}`);
    expect(removed.status).toBe(200);
    expect((await getSpouse(companyId)).body).toEqual({ spouse: null });
    const second = await addSpouse(companyId, { fname: 'Wes', lname: 'West' });
    expect(second.status).toBe(201);
    expect(second.body.name).toBe('Uma and Wes West');
  });
});
