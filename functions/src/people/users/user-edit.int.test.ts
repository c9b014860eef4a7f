// Edit user by staff (PATCH /users/{id} with email, advisor, group and sign-in method).
import { describe, expect, it } from 'vitest';
import { EMAIL_EXISTS, TEMP_EMAIL_DOMAIN } from '@portico/common/people/create-client';
import {
  CANNOT_REMOVE_EMAIL,
  CANNOT_REMOVE_PHONE,
  EMAIL_REMOVED,
  NO_EMAIL_TO_REMOVE,
} from '@portico/common/people/profile-schema';
import { CANNOT_MANAGE_STAFF } from '@portico/common/people/people-access';
import { loginsRepo } from '../../auth/logins.repo';
import { DEMO_FIRM_ID, DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../../test/support/api-harness';
import { usersRepo } from './users.repo';

const testApi = useTestApi();

type Role = Parameters<TestApi['tokenFor']>[0];
const auth = async (role: Role) => `Bearer ${await testApi().tokenFor(role)}`;
const profile = {
  fname: 'Eve',
  lname: 'Stone',
  phone_number: '2125550100',
  time_zone: 'Eastern Time (US & Canada)',
};
let seq = 0;
/** A fresh client (with a login) in the north group, made through Create User and Entity. */
async function newClient(): Promise<{ id: string; email: string }> {
  seq += 1;
  const email = `eve${seq}@edit.example`;
  const res = await testApi()
    .http()
    .post('/api/v2/users')
    .set('Authorization', await auth('partner'))
    .send({
      ...profile,
      email,
      assigned_advisor_id: DEMO_USERS.full.id,
      firm_group_id: DEMO_GROUPS.north,
      entity_type: 'S-Corporation',
      entity_name: `Stone ${seq} Inc`,
    });
  expect(res.status).toBe(201);
  return { id: res.body.user.id, email };
}
const edit = async (id: string, body: object, role: Role = 'partner') =>
  testApi()
    .http()
    .patch(`/api/users/${id}`)
    .set('Authorization', await auth(role))
    .send({ ...profile, ...body });

describe('edit user', () => {
  it('keeps a name in any script, emoji included, finds it again, and refuses what is not text', async () => {
    const { id } = await newClient();
    for (const fname of ['Zoë 😀 中文', '😀', 'a😀b', 'نور', '𠀀𠀁 Kim']) {
      const res = await edit(id, { fname });
      expect(res.status, `${fname}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.fname).toBe(fname);
    }
    const found = await testApi()
      .http()
      .get('/api/v2/users')
      .query({ search_term: '𠀀𠀁' })
      .set('Authorization', await auth('partner'));
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain(id);
    for (const [fname, error] of [
      ['Zo\ud83d', 'fname holds a character that is not valid text'],
      ['\ude00b', 'fname holds a character that is not valid text'],
      ['Eve\r\nBcc: x@example.com', 'fname must be a single line'],
      ['\u202eevE', 'fname cannot contain text-direction controls'],
      ['Eve\u0085', 'fname cannot contain control characters'],
    ]) {
      const res = await edit(id, { fname });
      expect([res.status, res.body.error], JSON.stringify(fname)).toEqual([400, error]);
    }
    expect((await usersRepo(testApi().store).get(DEMO_FIRM_ID, id))?.fname).toBe('𠀀𠀁 Kim');
  });

  it('changes the email and moves the login with it', async () => {
    const { id, email } = await newClient();
    const res = await edit(id, { email: 'Eve.New@Edit.example', preferred_name: 'Evie' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'eve.new@edit.example', preferred_name: 'Evie' });
    const logins = loginsRepo(testApi().store);
    expect(await logins.find(email)).toBeNull();
    expect(await logins.find('eve.new@edit.example')).toMatchObject({ userId: id });
  });

  it('refuses an email another account holds, changing nothing', async () => {
    const { id, email } = await newClient();
    const res = await edit(id, { email: DEMO_USERS.clientOneEntity.email, fname: 'Changed' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(EMAIL_EXISTS);
    const user = await usersRepo(testApi().store).get(DEMO_FIRM_ID, id);
    expect(user).toMatchObject({ email, fname: 'Eve' });
    expect(await loginsRepo(testApi().store).find(email)).toMatchObject({ userId: id });
  });

  it('refuses removing the email or phone used to sign in', async () => {
    const { id } = await newClient();
    const noEmail = await edit(id, { email: '', preferred_sign_in_method: 'email' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe(CANNOT_REMOVE_EMAIL);
    const noPhone = await edit(id, { phone_number: '', preferred_sign_in_method: 'sms' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error).toBe(CANNOT_REMOVE_PHONE);
  });

  it('removes the email to a temporary one when sign-in does not use it', async () => {
    const { id, email } = await newClient();
    const res = await edit(id, { email: '', preferred_sign_in_method: 'password' });
    expect(res.status).toBe(200);
    // The temporary address stays internal: answers show no email (issue 12).
    expect(res.body.email).toBe('');
    expect(res.body.preferences.has_temp_email).toBe(true);
    expect((await usersRepo(testApi().store).get(DEMO_FIRM_ID, id))?.email).toBe(
      `${id}@${TEMP_EMAIL_DOMAIN}`,
    );
    expect(await loginsRepo(testApi().store).find(email)).toBeNull();
  });

  it('changes the assigned firm user and the firm group for partners only', async () => {
    const { id } = await newClient();
    const moved = await edit(id, {
      assigned_advisor_id: DEMO_USERS.admin.id,
      firm_group_id: DEMO_GROUPS.south,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      assigned_advisor_id: DEMO_USERS.admin.id,
      firm_group_id: DEMO_GROUPS.south,
    });
    const groupLimited = await edit(id, { firm_group_id: DEMO_GROUPS.north }, 'groupSouth');
    expect(groupLimited.status).toBe(403);
    const admin = await edit(id, { assigned_advisor_id: DEMO_USERS.full.id }, 'admin');
    expect(admin.status).toBe(403);
  });

  it('keeps a client from changing their own email', async () => {
    const res = await edit(
      DEMO_USERS.clientOneEntity.id,
      { fname: 'Olivia', lname: 'Martinez', email: 'olivia.new@example.com' },
      'clientOneEntity',
    );
    expect(res.status).toBe(403);
  });
});

describe('Remove email (POST /users/{id}/remove_email)', () => {
  const remove = async (id: string, role: Role = 'partner') =>
    testApi()
      .http()
      .post(`/api/users/${id}/remove_email`)
      .set('Authorization', await auth(role));

  it('refuses while email is the sign-in method, then removes it and the login', async () => {
    const { id, email } = await newClient();
    const refused = await remove(id);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(CANNOT_REMOVE_EMAIL);
    expect(await loginsRepo(testApi().store).find(email)).toMatchObject({ userId: id });

    await edit(id, { preferred_sign_in_method: 'password' });
    const removed = await remove(id);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(EMAIL_REMOVED);
    expect(removed.body.user).toMatchObject({
      email: '',
      preferences: { has_temp_email: true },
    });
    expect(await loginsRepo(testApi().store).find(email)).toBeNull();
    // A temporary ("test") address is nothing to remove.
    const again = await remove(id);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(NO_EMAIL_TO_REMOVE);
  });

  it('is for staff who may see the client', async () => {
    const { id } = await newClient();
    expect((await remove(id, 'clientOneEntity')).status).toBe(403);
    expect((await remove(id, 'groupSouth')).status).toBe(404);
    expect((await remove(id, 'otherFirmPartner')).status).toBe(404);
    expect((await remove(DEMO_USERS.admin.id)).status).toBe(404);
  });
});

describe('staff on staff', () => {
  it('refuses a group-limited advisor taking over a partner: the login and two-factor stay', async () => {
    const partner = DEMO_USERS.partner;
    const attack = await edit(
      partner.id,
      { fname: 'Margaret', lname: 'Chen', email: 'attacker@evil.example', enabled_2fa: false },
      'groupNorth',
    );
    expect(attack.status).toBe(403);
    expect(attack.body).toEqual({ error: CANNOT_MANAGE_STAFF });
    const logins = loginsRepo(testApi().store);
    expect(await logins.find('attacker@evil.example')).toBeNull();
    expect(await logins.find(partner.email)).toMatchObject({ userId: partner.id });
    const stored = await usersRepo(testApi().store).get(DEMO_FIRM_ID, partner.id);
    expect(stored?.email).toBe(partner.email);
  });

  it('refuses an admin editing a partner, and a full user editing an admin', async () => {
    const byAdmin = await edit(DEMO_USERS.partner.id, { fname: 'M' }, 'admin');
    expect(byAdmin.status).toBe(403);
    const byFull = await edit(DEMO_USERS.admin.id, { fname: 'D' }, 'full');
    expect(byFull.status).toBe(403);
  });

  it('lets a partner change an admin’s email (the login moves), and an admin edit a full user', async () => {
    const moved = await edit(DEMO_USERS.admin.id, { email: 'david.new@harborview.example' });
    expect(moved.status).toBe(200);
    const logins = loginsRepo(testApi().store);
    expect(await logins.find('david.new@harborview.example')).toMatchObject({
      userId: DEMO_USERS.admin.id,
    });
    const byAdmin = await edit(DEMO_USERS.full.id, { fname: 'Priya', lname: 'Raman' }, 'admin');
    expect(byAdmin.status).toBe(200);
  });
});

describe('profile input', () => {
  it.each([
    [{ time_zone: 'Mars/Olympus_Mons' }, 'Choose a time zone'],
    [{ time_zone: 'x'.repeat(200_000) }, 'time_zone is too long'],
    [{ fname: 'Eve\u0000' }, 'fname cannot contain control characters'],
    [{ fname: ['Eve'] }, 'fname must be text'],
    [{ assigned_advisor_id: 'a/b' }, 'assigned_advisor_id is not a valid id'],
  ])('refuses %j with “%s”, storing nothing', async (body, message) => {
    const { id } = await newClient();
    const res = await edit(id, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    const stored = await usersRepo(testApi().store).get(DEMO_FIRM_ID, id);
    expect(stored).toMatchObject({ fname: 'Eve', timeZone: 'Eastern Time (US & Canada)' });
  });
});
