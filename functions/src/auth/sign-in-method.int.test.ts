// The set-up step: a signed-in user sets a password, a phone or an email as their sign-in
// method (with the spec's rules), optionally turns on two-factor, and gets a fresh token.
import { PASSWORD_MESSAGES } from '@portico/common/auth/password-rules';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { newAccount, post, uidOfCustomToken } from '../../test/support/sign-in-helpers';

const testApi = useTestApi();

async function setMethod(user: { id: string; firmId: string }, body: unknown) {
  const token = await testApi().idTokenFor(user.id, user.firmId);
  return testApi()
    .http()
    .post('/api/sessions/set_sign_in_method')
    .set('Authorization', `Bearer ${token}`)
    .send(body as object);
}

const stored = async (user: { id: string; firmId: string }) =>
  (await testApi().store.doc(`firms/${user.firmId}/users/${user.id}`).get()).data() as Record<
    string,
    unknown
  >;

describe('POST /sessions/set_sign_in_method', () => {
  it('sets a strong password, clears set_password_required and answers a token', async () => {
    const user = await newAccount(testApi(), { setPasswordRequired: true, password: null });
    const response = await setMethod(user, {
      signInMethod: 'password',
      newPassword: 'Str0ng-Passw0rd',
    });
    expect(response.status).toBe(200);
    expect(uidOfCustomToken(response.body.token)).toBe(user.id);
    expect(await stored(user)).toMatchObject({
      set_password_required: false,
      preferred_sign_in_method: 'password',
    });
    const signIn = await post(testApi(), 'verify_password_for_firebase_token', {
      username: user.email,
      password: 'Str0ng-Passw0rd',
    });
    expect(signIn.status).toBe(200);
  });

  it.each([
    ['Sh0rt-pw', PASSWORD_MESSAGES.tooShort],
    ['alllowercase1-x', PASSWORD_MESSAGES.uppercase],
    ['ALLUPPERCASE1-X', PASSWORD_MESSAGES.lowercase],
    ['NoDigitsHere-x', PASSWORD_MESSAGES.digit],
    ['NoSpecial123abc', PASSWORD_MESSAGES.special],
  ])('refuses the weak password %s with "%s"', async (newPassword, message) => {
    const user = await newAccount(testApi(), { setPasswordRequired: true });
    const response = await setMethod(user, { signInMethod: 'password', newPassword });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
    expect((await stored(user)).set_password_required).toBe(true);
  });

  it('stores a phone as digits and turns on two-factor when asked', async () => {
    const user = await newAccount(testApi(), { setPasswordRequired: true });
    const response = await setMethod(user, {
      signInMethod: 'sms',
      phoneNumber: '(503) 555-0199',
      enable2fa: true,
    });
    expect(response.status).toBe(200);
    expect(await stored(user)).toMatchObject({
      phone_number: '5035550199',
      preferred_sign_in_method: 'sms',
      enabled_2fa: true,
    });
  });

  it.each([
    [{ signInMethod: 'sms' }, 'Phone is required'],
    [{ signInMethod: 'sms', phoneNumber: '(503) 555-01' }, 'Phone number must be 10 digits'],
    [{ signInMethod: 'email' }, 'Email is missing'],
    [{ signInMethod: 'email', email: 'not-an-email' }, 'Invalid email address'],
    [{ signInMethod: 'fax' }, 'Please choose a sign-in method'],
    [{ signInMethod: 'password', newPassword: 12345678901 }, 'Password must be text'],
  ])('refuses %j with "%s"', async (body, message) => {
    const user = await newAccount(testApi(), { setPasswordRequired: true });
    const response = await setMethod(user, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('moves the login to a new email, and refuses one another account holds', async () => {
    const user = await newAccount(testApi(), { setPasswordRequired: true });
    const moved = await setMethod(user, {
      signInMethod: 'email',
      email: ' New.Address@Example.com ',
    });
    expect(moved.status).toBe(200);
    expect(await stored(user)).toMatchObject({
      email: 'new.address@example.com',
      preferred_sign_in_method: 'email',
    });
    const lookup = await testApi()
      .http()
      .get('/api/sessions/get_preferred_sign_in_method')
      .query({ username: 'new.address@example.com' });
    expect(lookup.body).toEqual({ uid: user.id, preferred_sign_in_method: 'email' });

    const other = await newAccount(testApi(), { setPasswordRequired: true });
    const taken = await setMethod(other, {
      signInMethod: 'email',
      email: DEMO_USERS.partner.email,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'This email address is already used by another account' });
  });

  it('refuses a user who is not in set-up', async () => {
    const user = await newAccount(testApi());
    const response = await setMethod(user, { signInMethod: 'sms', phoneNumber: '5035550100' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 'Your sign-in method is already set. Use a reset link to change it.',
    });
  });

  it('needs a signed-in caller', async () => {
    const response = await testApi()
      .http()
      .post('/api/sessions/set_sign_in_method')
      .send({ signInMethod: 'sms', phoneNumber: '5035550100' });
    expect(response.status).toBe(401);
  });
});
