// Password sign-in beyond the basics: the store-kept lock-out after 5 wrong passwords (moved
// with the manual clock), two-factor when required, the look-ups before sign-in, and the
// activity log entries for sign-in, failures and lock-outs.
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import {
  freshIp,
  get,
  lastMessage,
  MINUTE,
  newAccount,
  post,
  uidOfCustomToken,
} from '../../test/support/sign-in-helpers';

const testApi = useTestApi();

const signIn = (username: string, password: string) =>
  post(testApi(), 'verify_password_for_firebase_token', { username, password }, '10.9.9.9');

async function activities(firmId: string, userId: string) {
  const snapshot = await testApi()
    .store.collection(`firms/${firmId}/activities`)
    .where('user_id', '==', userId)
    .get();
  return snapshot.docs.map(
    (doc) => doc.data() as { title: string; ip: string; user_agent: string | null },
  );
}

describe('password lock-out', () => {
  it('refuses the account for 15 minutes after 5 wrong passwords, even with the right one', async () => {
    const user = await newAccount(testApi());
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await signIn(user.email, 'Wrong-password-1!');
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe(SIGN_IN_MESSAGES.incorrectCredentials);
    }
    const locked = await signIn(user.email, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: SIGN_IN_MESSAGES.accountRestricted });

    testApi().clock.advance(14 * MINUTE);
    expect((await signIn(user.email, DEMO_PASSWORD)).status).toBe(429);
    testApi().clock.advance(1 * MINUTE);
    const after = await signIn(user.email, DEMO_PASSWORD);
    expect(after.status).toBe(200);
    expect(uidOfCustomToken(after.body.token)).toBe(user.id);
  });

  it('forgets wrong passwords older than 15 minutes', async () => {
    const user = await newAccount(testApi());
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(user.email, 'nope');
    testApi().clock.advance(15 * MINUTE);
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(user.email, 'nope');
    expect((await signIn(user.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks an unknown email the same way, so the answers reveal nothing', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn('ghost@example.com', 'nope')).status).toBe(401);
    }
    const locked = await signIn('ghost@example.com', 'nope');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(SIGN_IN_MESSAGES.accountRestricted);
  });

  it('logs sign-ins, failures and the lock-out with time, IP and user agent', async () => {
    const user = await newAccount(testApi());
    await post(
      testApi(),
      'verify_password_for_firebase_token',
      { username: user.email, password: DEMO_PASSWORD },
      '10.1.2.3',
    ).set('User-Agent', 'JourneyBrowser/1.0');
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(user.email, 'nope');
    const entries = await activities(user.firmId, user.id);
    const titles = entries.map((entry) => entry.title);
    expect(titles.filter((t) => t === 'Signed in')).toHaveLength(1);
    expect(titles.filter((t) => t === 'Sign-in failed')).toHaveLength(5);
    expect(titles.filter((t) => t === 'Account locked')).toHaveLength(1);
    expect(entries.find((e) => e.title === 'Signed in')).toMatchObject({
      ip: '10.1.2.3',
      user_agent: 'JourneyBrowser/1.0',
    });
  });
});

describe('two-factor after the password', () => {
  it('asks for a code instead of answering a token when the user enabled two-factor', async () => {
    const user = await newAccount(testApi(), { enabled2fa: true });
    const response = await signIn(user.email, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ two_factor_required: true, uid: user.id });
    expect((await lastMessage(testApi(), user.email, 'mail')).subject).toBe(
      'Your Portico two-factor code',
    );
  });

  it('asks firm staff when the firm forces two-factor on firm users, and clients when forced on users', async () => {
    await testApi()
      .store.doc('firms/lakeside')
      .update({ 'preferences.force_2fa_on_firm_users': true });
    const staff = await newAccount(testApi(), { firmId: 'lakeside', access: 'partner' });
    const client = await newAccount(testApi(), { firmId: 'lakeside' });
    expect((await signIn(staff.email, DEMO_PASSWORD)).body).toEqual({
      two_factor_required: true,
      uid: staff.id,
    });
    expect((await signIn(client.email, DEMO_PASSWORD)).body.token).toEqual(expect.any(String));

    await testApi().store.doc('firms/lakeside').update({
      'preferences.force_2fa_on_firm_users': false,
      'preferences.force_2fa_on_users': true,
    });
    expect((await signIn(client.email, DEMO_PASSWORD)).body).toEqual({
      two_factor_required: true,
      uid: client.id,
    });
    expect((await signIn(staff.email, DEMO_PASSWORD)).body.token).toEqual(expect.any(String));
    await testApi().store.doc('firms/lakeside').update({ 'preferences.force_2fa_on_users': false });
  });
});

describe('GET /sessions/get_preferred_sign_in_method', () => {
  it('answers the uid and method for a known email, trimmed and in any case', async () => {
    const user = await newAccount(testApi(), {
      preferredSignInMethod: 'sms',
      phoneNumber: '5035550142',
    });
    const response = await get(testApi(), 'get_preferred_sign_in_method', {
      username: `  ${user.email.toUpperCase()} `,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ uid: user.id, preferred_sign_in_method: 'sms' });
  });

  it('answers email for a password user who has no password yet', async () => {
    const user = await newAccount(testApi(), { password: null, setPasswordRequired: true });
    const response = await get(testApi(), 'get_preferred_sign_in_method', { username: user.email });
    expect(response.body).toEqual({ uid: user.id, preferred_sign_in_method: 'email' });
  });

  it("answers 404 with the spec's text for an unknown email", async () => {
    const response = await get(testApi(), 'get_preferred_sign_in_method', {
      username: 'nobody@example.com',
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: "Sorry, we couldn't find a user with that email address",
    });
  });

  it('refuses an address that asked about 20 unknown emails, for 15 minutes (issue 12)', async () => {
    const ip = freshIp();
    const known = await newAccount(testApi());
    const lookup = (username: string) =>
      get(testApi(), 'get_preferred_sign_in_method', { username }, ip);
    // People signing in are not counted.
    for (let n = 0; n < 25; n++) expect((await lookup(known.email)).status).toBe(200);
    for (let n = 0; n < 20; n++) expect((await lookup(`guess${n}@example.com`)).status).toBe(404);
    const refused = await lookup(known.email);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: SIGN_IN_MESSAGES.tooManySends });
    expect(
      (await get(testApi(), 'get_preferred_sign_in_method', { username: known.email })).status,
    ).toBe(200);
    testApi().clock.advance(16 * MINUTE);
    expect((await lookup(known.email)).status).toBe(200);
  });

  it.each([
    [{}, 'Email is missing'],
    [{ username: 'a'.repeat(300) }, 'Email is too long'],
  ])('refuses %j with 400 "%s"', async (query, message) => {
    const response = await get(
      testApi(),
      'get_preferred_sign_in_method',
      query as Record<string, string>,
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('refuses a repeated (array) username with 400', async () => {
    const response = await testApi()
      .http()
      .get('/api/sessions/get_preferred_sign_in_method?username=a@b.c&username=d@e.f');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'username was given more than once' });
  });
});

describe('GET /sessions/get_auth_methods', () => {
  it('answers the masked email and phone', async () => {
    const user = await newAccount(testApi(), {
      email: 'jordan.lee@example.com',
      phoneNumber: '5035550142',
    });
    const response = await get(testApi(), 'get_auth_methods', { uid: user.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: 'jo***@e***.com', phone: '(***) ***-0142' });
  });

  it('answers a null phone when the user has none', async () => {
    const response = await get(testApi(), 'get_auth_methods', {
      uid: DEMO_USERS.clientOneEntity.id,
    });
    expect(response.body).toEqual({ email: 'ol***@e***.com', phone: null });
  });

  it('refuses a missing uid and an unknown one', async () => {
    expect((await get(testApi(), 'get_auth_methods', {})).body).toEqual({
      error: 'no UID provided for verification',
    });
    const unknown = await get(testApi(), 'get_auth_methods', { uid: 'u-nobody' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'Something went wrong' });
  });
});
