// Changing one's own sign-in contact (issue 11, defect 2): a session alone cannot move the email
// or the SMS sign-in phone; a code sent to the new value does, once, and the old address is told.
// Staff changing someone else's contact still can, and the old address is told too.
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../test/support/api-harness';
import {
  codeIn,
  freshIp,
  get,
  lastMessage,
  MINUTE,
  newAccount,
} from '../../test/support/sign-in-helpers';

const testApi = useTestApi();
type Who = { id: string; firmId: string };

async function call(who: Who, method: 'post' | 'patch', path: string, body: object) {
  const token = await testApi().idTokenFor(who.id, who.firmId);
  testApi().clock.advance(1000);
  const http = testApi().http();
  const request = method === 'post' ? http.post(`/api${path}`) : http.patch(`/api${path}`);
  return request
    .set('Authorization', `Bearer ${token}`)
    .set('X-Forwarded-For', freshIp())
    .send(body);
}
const sendCode = (who: Who, body: object) =>
  call(who, 'post', '/sessions/sign_in_contact/send_code', body);
const verify = (who: Who, body: object) =>
  call(who, 'post', '/sessions/sign_in_contact/verify', body);
/** PATCH /users takes the whole profile form. */
const patchUser = (who: Who, id: string, body: object) =>
  call(who, 'patch', `/users/${id}`, {
    fname: 'Test',
    lname: 'Person',
    time_zone: DEFAULT_TIME_ZONE,
    ...body,
  });

const stored = async (user: Who) =>
  (await testApi().store.doc(`firms/${user.firmId}/users/${user.id}`).get()).data() as Record<
    string,
    unknown
  >;

let nextPhone = Math.floor(Math.random() * 90_000);
/** A number no other test texts, so "the newest SMS to it" is this test's. */
const newPhone = () => `50355${String(nextPhone++ % 100_000).padStart(5, '0')}`;

async function smsClient() {
  const phone = newPhone();
  const user = await newAccount(testApi(), { preferredSignInMethod: 'sms', phoneNumber: phone });
  return { ...user, phone };
}

describe('a session alone does not move its own sign-in contact', () => {
  it('refuses a new phone on PATCH /users/{self} while codes are texted, and keeps it', async () => {
    const client = await smsClient();
    const response = await patchUser(client, client.id, { phone_number: '5035550199' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 'Confirm a new sign-in phone number with the code we text to it',
    });
    expect((await stored(client)).phone_number).toBe(client.phone);
  });

  it('still saves a new phone for a client who signs in with a password', async () => {
    const client = await newAccount(testApi(), { phoneNumber: '5035550100' });
    const response = await patchUser(client, client.id, { phone_number: '5035550199' });
    expect(response.status).toBe(200);
    expect((await stored(client)).phone_number).toBe('5035550199');
  });

  it('refuses staff their own new email and their own sign-in method', async () => {
    const partner = await newAccount(testApi(), { access: 'partner' });
    const email = await patchUser(partner, partner.id, { email: 'moved@example.com' });
    expect(email.status).toBe(403);
    expect(email.body).toEqual({
      error: 'Confirm a new sign-in email with the code we send to it',
    });
    const method = await patchUser(partner, partner.id, { preferred_sign_in_method: 'sms' });
    expect(method.status).toBe(403);
    expect(method.body.error).toMatch(/reset link/);
    expect(await stored(partner)).toMatchObject({
      email: partner.email,
      preferred_sign_in_method: 'password',
    });
  });
});

describe('POST /sessions/sign_in_contact/send_code and /verify', () => {
  it('moves the SMS phone with the code texted to it, once, and texts the old phone', async () => {
    const client = await smsClient();
    const phone = newPhone();
    const sent = await sendCode(client, { phone_number: phone });
    expect(sent.status).toBe(200);
    const code = codeIn(await lastMessage(testApi(), phone, 'sms'));
    expect(code).toHaveLength(6);

    const wrong = await verify(client, {
      phone_number: phone,
      verification_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Invalid or expired verification code' });
    // The code confirms the number it was sent to, no other.
    const other = await verify(client, { phone_number: '5035550111', verification_code: code });
    expect(other.status).toBe(400);
    expect((await stored(client)).phone_number).toBe(client.phone);

    const confirmed = await verify(client, { phone_number: phone, verification_code: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: client.id });
    expect((await stored(client)).phone_number).toBe(phone);
    const notice = await lastMessage(testApi(), client.phone, 'sms');
    expect(notice.text).toContain(
      `Your Portico sign-in phone number was changed to (***) ***-${phone.slice(-4)}`,
    );

    const again = await verify(client, { phone_number: phone, verification_code: code });
    expect(again.status).toBe(400);
  });

  it('moves a staff email and its login, and mails the old address', async () => {
    const partner = await newAccount(testApi(), { access: 'partner' });
    const email = `moved-${partner.id}@example.com`;
    expect((await sendCode(partner, { email: ` ${email.toUpperCase()} ` })).status).toBe(200);
    const code = codeIn(await lastMessage(testApi(), email, 'mail'));
    const confirmed = await verify(partner, { email, verification_code: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email });
    expect((await stored(partner)).email).toBe(email);

    const lookup = await get(testApi(), 'get_preferred_sign_in_method', { username: email });
    expect(lookup.body).toMatchObject({ uid: partner.id });
    const old = await get(testApi(), 'get_preferred_sign_in_method', { username: partner.email });
    expect(old.body.uid).toBeUndefined();
    const notice = await lastMessage(testApi(), partner.email, 'mail');
    expect(notice.subject).toBe('Your Portico sign-in email was changed');
    expect(notice.text).not.toContain(email);
  });

  it('ends a code after 5 wrong tries and after 10 minutes', async () => {
    const client = await smsClient();
    const phone = newPhone();
    await sendCode(client, { phone_number: phone });
    const code = codeIn(await lastMessage(testApi(), phone, 'sms'));
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1)
      await verify(client, { phone_number: phone, verification_code: wrongCode });
    const locked = await verify(client, { phone_number: phone, verification_code: code });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: 'Too many incorrect attempts' });

    await sendCode(client, { phone_number: phone });
    const fresh = codeIn(await lastMessage(testApi(), phone, 'sms'));
    testApi().clock.advance(11 * MINUTE);
    const expired = await verify(client, { phone_number: phone, verification_code: fresh });
    expect(expired.status).toBe(400);
    expect((await stored(client)).phone_number).toBe(client.phone);
  });

  it('limits the codes sent to one user', async () => {
    const client = await smsClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await sendCode(client, { phone_number: newPhone() })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it.each([
    [
      { email: 'a@example.com', phone_number: '5035550199' },
      400,
      'Enter a new email or a new phone number',
    ],
    [{}, 400, 'Enter a new email or a new phone number'],
    [{ phone_number: '503555' }, 400, 'Phone number must be 10 digits'],
    ['same', 400, 'This is already your phone number'],
    [{ email: 'client-new@example.com' }, 403, 'Your firm changes your sign-in email'],
  ])('refuses a client %j with %i "%s"', async (body, status, error) => {
    const client = await smsClient();
    const response = await sendCode(
      client,
      body === 'same' ? { phone_number: client.phone } : body,
    );
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error });
  });

  it('refuses an email another account holds, and a read-only client', async () => {
    const partner = await newAccount(testApi(), { access: 'partner' });
    const taken = await sendCode(partner, { email: DEMO_USERS.admin.email });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'This email address is already used by another account' });

    const client = await smsClient();
    await testApi()
      .store.doc(`firms/${client.firmId}/users/${client.id}`)
      .update({ readonly_access: true });
    const readOnly = await sendCode(client, { phone_number: newPhone() });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body).toEqual({ error: 'This account is read-only' });
  });
});

describe('staff changing a client’s sign-in contact', () => {
  it('tells the old email and the old SMS phone', async () => {
    const client = await smsClient();
    const partner = DEMO_USERS.partner;
    const email = `staff-moved-${client.id}@example.com`;
    const phone = newPhone();
    const response = await patchUser(partner, client.id, { email, phone_number: phone });
    expect(response.status).toBe(200);
    expect(await stored(client)).toMatchObject({ email, phone_number: phone });
    expect((await lastMessage(testApi(), client.email, 'mail')).subject).toBe(
      'Your Portico sign-in email was changed',
    );
    expect((await lastMessage(testApi(), client.phone, 'sms')).text).toContain(
      `changed to (***) ***-${phone.slice(-4)}`,
    );
  });
});
