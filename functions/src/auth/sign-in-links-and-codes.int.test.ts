// Emailed links and texted or emailed codes: each is stored hashed, works once, expires (links
// 1 hour, codes 10 minutes), dies after 5 wrong codes, and sending is limited per user and IP.
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../http/app';
import { useTestApi } from '../../test/support/api-harness';
import {
  codeIn,
  freshIp,
  lastMessage,
  linkIn,
  MINUTE,
  newAccount,
  post,
  uidOfCustomToken,
} from '../../test/support/sign-in-helpers';

const testApi = useTestApi();

const exchange = (auth_token: string) =>
  post(testApi(), 'exchange_for_firebase_token', { auth_token });
const verify = (uid: string, verification_code: string) =>
  post(testApi(), 'verify_verification_code', { uid, verification_code });

describe('POST /sessions/send_auth_link and exchange_for_firebase_token', () => {
  it('mails a portal link whose token signs in once', async () => {
    const user = await newAccount(testApi(), { preferredSignInMethod: 'email', password: null });
    const sent = await post(testApi(), 'send_auth_link', {
      uid: user.id,
      accountant_id: 7,
      redirect: '/profile',
    });
    expect(sent.status).toBe(200);
    const mail = await lastMessage(testApi(), user.email, 'mail');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/signin');
    expect(link.searchParams.get('redirect')).toBe('/profile');
    const token = link.searchParams.get('auth_token') ?? '';

    const first = await exchange(token);
    expect(first.status).toBe(200);
    expect(uidOfCustomToken(first.body.token)).toBe(user.id);

    const again = await exchange(token);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: SIGN_IN_MESSAGES.expiredLink, uid: user.id });
  });

  it('stores only a hash of the token', async () => {
    const user = await newAccount(testApi());
    await post(testApi(), 'send_auth_link', { uid: user.id });
    const token =
      linkIn(await lastMessage(testApi(), user.email, 'mail')).searchParams.get('auth_token') ?? '';
    const stored = await testApi()
      .store.collection('auth_tokens')
      .where('uid', '==', user.id)
      .get();
    expect(stored.size).toBe(1);
    expect(JSON.stringify(stored.docs[0]?.data())).not.toContain(token);
    expect(stored.docs[0]?.id).not.toBe(token);
  });

  it('drops an unsafe redirect from the link', async () => {
    const user = await newAccount(testApi());
    for (const redirect of ['//evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      await post(testApi(), 'send_auth_link', { uid: user.id, redirect });
      expect(
        linkIn(await lastMessage(testApi(), user.email, 'mail')).searchParams.has('redirect'),
      ).toBe(false);
      testApi().clock.advance(MINUTE);
    }
  });

  it('answers the uid of a link older than 1 hour, so the screen can offer a new one', async () => {
    const user = await newAccount(testApi());
    await post(testApi(), 'send_auth_link', { uid: user.id });
    const token =
      linkIn(await lastMessage(testApi(), user.email, 'mail')).searchParams.get('auth_token') ?? '';
    testApi().clock.advance(60 * MINUTE);
    const response = await exchange(token);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: SIGN_IN_MESSAGES.expiredLink, uid: user.id });
  });

  it('answers a generic 401 for a token it never issued', async () => {
    const response = await exchange('made-up');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Sorry, there was a problem signing you in' });
  });

  it('refuses bad input', async () => {
    expect((await post(testApi(), 'send_auth_link', {})).body).toEqual({
      error: 'no UID provided for verification',
    });
    expect((await post(testApi(), 'send_auth_link', { uid: 12 })).body).toEqual({
      error: 'uid must be text',
    });
    expect(
      (await post(testApi(), 'send_auth_link', { uid: 'u-x', redirect: `/${'a'.repeat(3000)}` }))
        .body,
    ).toEqual({
      error: 'redirect is too long',
    });
    expect((await post(testApi(), 'send_auth_link', { uid: 'u-nobody' })).body).toEqual({
      error: SIGN_IN_MESSAGES.linkSendProblem,
    });
    expect((await exchange('')).body).toEqual({ error: 'auth_token is missing' });
    expect((await exchange('x'.repeat(300))).body).toEqual({ error: 'auth_token is too long' });
  });
});

describe('POST /sessions/send_sms_verification_code and verify_verification_code', () => {
  it('texts a 6-digit code that verifies once into an auth token', async () => {
    const user = await newAccount(testApi(), {
      preferredSignInMethod: 'sms',
      phoneNumber: '5035550142',
    });
    expect((await post(testApi(), 'send_sms_verification_code', { uid: user.id })).status).toBe(
      200,
    );
    const code = codeIn(await lastMessage(testApi(), '5035550142', 'sms'));
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verify(user.id, code);
    expect(verified.status).toBe(200);
    const signedIn = await exchange(verified.body.auth_token);
    expect(uidOfCustomToken(signedIn.body.token)).toBe(user.id);

    const reused = await verify(user.id, code);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ error: 'Invalid or expired verification code' });
  });

  it('refuses a code after 10 minutes', async () => {
    const user = await newAccount(testApi(), { phoneNumber: '5035550143' });
    await post(testApi(), 'send_sms_verification_code', { uid: user.id });
    const code = codeIn(await lastMessage(testApi(), '5035550143', 'sms'));
    testApi().clock.advance(10 * MINUTE);
    expect((await verify(user.id, code)).status).toBe(401);
  });

  it('kills the code after 5 wrong answers: then 429, even for the right code', async () => {
    const user = await newAccount(testApi(), { phoneNumber: '5035550144' });
    await post(testApi(), 'send_sms_verification_code', { uid: user.id });
    const code = codeIn(await lastMessage(testApi(), '5035550144', 'sms'));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await verify(user.id, wrong)).status).toBe(401);
    const dead = await verify(user.id, code);
    expect(dead.status).toBe(429);
    expect(dead.body).toEqual({ error: 'Too many incorrect attempts' });
  });

  it("refuses a user whose phone can't take a text with 'Failed to send SMS code'", async () => {
    const user = await newAccount(testApi(), { preferredSignInMethod: 'sms', phoneNumber: '555' });
    const response = await post(testApi(), 'send_sms_verification_code', { uid: user.id });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Failed to send SMS code' });
  });

  it('limits sends to 5 per user per 15 minutes, across addresses', async () => {
    const user = await newAccount(testApi(), { phoneNumber: '5035550145' });
    for (let send = 1; send <= 5; send++) {
      expect((await post(testApi(), 'send_sms_verification_code', { uid: user.id })).status).toBe(
        200,
      );
    }
    const refused = await post(testApi(), 'send_sms_verification_code', { uid: user.id });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: SIGN_IN_MESSAGES.tooManySends });
    testApi().clock.advance(15 * MINUTE);
    expect((await post(testApi(), 'send_sms_verification_code', { uid: user.id })).status).toBe(
      200,
    );
  });

  it('limits sends to 30 per address per 15 minutes, whoever they are for', async () => {
    const ip = freshIp();
    const users = await Promise.all(Array.from({ length: 7 }, () => newAccount(testApi())));
    let sent = 0;
    for (const user of users) {
      for (let send = 1; send <= 5 && sent < 30; send++, sent++) {
        expect((await post(testApi(), 'send_auth_link', { uid: user.id }, ip)).status).toBe(200);
      }
    }
    const refused = await post(testApi(), 'send_auth_link', { uid: users[6]!.id }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: SIGN_IN_MESSAGES.tooManySends });
  });

  /** 30 sends (five to each of six new users) and a 31st, each through `send`. */
  async function thirtyFirstSend(send: (uid: string, n: number) => Promise<{ status: number }>) {
    const users = await Promise.all(Array.from({ length: 7 }, () => newAccount(testApi())));
    for (let n = 0; n < 30; n++) {
      testApi().clock.advance(1000);
      expect((await send(users[Math.floor(n / 5)]!.id, n)).status).toBe(200);
    }
    return send(users[6]!.id, 30);
  }

  it('counts the address the trusted proxy saw: entries a caller forges to its left change nothing', async () => {
    const ip = freshIp();
    const refused = await thirtyFirstSend((uid, n) =>
      testApi()
        .http()
        .post('/api/sessions/send_auth_link')
        .set('X-Forwarded-For', `203.0.113.${n + 1}, ${ip}`)
        .send({ uid }),
    );
    expect(refused.status).toBe(429);
  });

  it('reads no forwarded address where nothing proxies (the local runtime): a forged one resets no limit', async () => {
    const direct = supertest(createApiApp(testApi().deps));
    const refused = await thirtyFirstSend((uid, n) =>
      direct
        .post('/api/sessions/send_auth_link')
        .set('X-Forwarded-For', `198.51.100.${n + 1}`)
        .send({ uid }),
    );
    expect(refused.status).toBe(429);
  });

  it('refuses bad verify input', async () => {
    expect(
      (await post(testApi(), 'verify_verification_code', { verification_code: '123456' })).body,
    ).toEqual({
      error: 'no UID provided for verification',
    });
    expect((await verify('u-x', '1234567')).body).toEqual({
      error: 'Verification code is too long',
    });
    expect((await verify('u-x', '12345')).body).toEqual({
      error: 'Verification code must be 6 characters',
    });
    expect(
      (await post(testApi(), 'verify_verification_code', { uid: 'u-x', verification_code: 123456 }))
        .body,
    ).toEqual({
      error: 'Verification code must be text',
    });
  });
});

describe('POST /sessions/send_email_verification_code', () => {
  it('mails a code that verifies like a texted one', async () => {
    const user = await newAccount(testApi());
    expect((await post(testApi(), 'send_email_verification_code', { uid: user.id })).status).toBe(
      200,
    );
    const mail = await lastMessage(testApi(), user.email, 'mail');
    expect(mail.subject).toBe('Your Portico verification code');
    const verified = await verify(user.id, codeIn(mail));
    expect(verified.status).toBe(200);
  });

  it('refuses an unknown uid with the send-problem text', async () => {
    const response = await post(testApi(), 'send_email_verification_code', { uid: 'u-nobody' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: SIGN_IN_MESSAGES.codeSendProblem });
  });
});

describe('POST /sessions/reset_sign_in_method', () => {
  it('mails a reset link that signs in, lifts a lock-out and asks for a new method', async () => {
    const user = await newAccount(testApi());
    for (let attempt = 1; attempt <= 5; attempt++) {
      await post(testApi(), 'verify_password_for_firebase_token', {
        username: user.email,
        password: 'nope',
      });
    }
    const response = await post(testApi(), 'reset_sign_in_method', {
      username: ` ${user.email} `,
      redirect: '/profile',
    });
    expect(response.status).toBe(200);
    const mail = await lastMessage(testApi(), user.email, 'mail');
    expect(mail.subject).toBe('Reset your Portico sign-in method');
    const signedIn = await exchange(linkIn(mail).searchParams.get('auth_token') ?? '');
    expect(uidOfCustomToken(signedIn.body.token)).toBe(user.id);
    const stored = await testApi().store.doc(`firms/${user.firmId}/users/${user.id}`).get();
    expect(stored.get('set_password_required')).toBe(true);
    const password = await post(testApi(), 'verify_password_for_firebase_token', {
      username: user.email,
      password: 'Harborview-demo-2026!',
    });
    expect(password.status).toBe(200);
  });

  it('accepts a uid, and answers the same for an unknown email', async () => {
    const user = await newAccount(testApi());
    expect((await post(testApi(), 'reset_sign_in_method', { uid: user.id })).status).toBe(200);
    expect((await lastMessage(testApi(), user.email, 'mail')).subject).toBe(
      'Reset your Portico sign-in method',
    );
    const unknown = await post(testApi(), 'reset_sign_in_method', {
      username: 'nobody@example.com',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ message: 'sent' });
  });

  it('refuses a body with neither uid nor email', async () => {
    const response = await post(testApi(), 'reset_sign_in_method', { redirect: '/' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Email is missing' });
  });
});
