// Two-factor: after a first factor the API mails a code instead of a token; the code verifies
// into an auth token that signs in without asking again; send_2fa_link resends it only while a
// first factor is waiting.
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import {
  codeIn,
  lastMessage,
  linkIn,
  newAccount,
  post,
  uidOfCustomToken,
} from '../../test/support/sign-in-helpers';

const testApi = useTestApi();

async function passwordStep(email: string) {
  return post(testApi(), 'verify_password_for_firebase_token', {
    username: email,
    password: DEMO_PASSWORD,
  });
}

describe('two-factor sign-in', () => {
  it('password, then the mailed code, then a token', async () => {
    const user = await newAccount(testApi(), { enabled2fa: true });
    expect((await passwordStep(user.email)).body).toEqual({
      two_factor_required: true,
      uid: user.id,
    });
    const code = codeIn(await lastMessage(testApi(), user.email, 'mail'));
    const verified = await post(testApi(), 'verify_verification_code', {
      uid: user.id,
      verification_code: code,
    });
    expect(verified.status).toBe(200);
    const exchanged = await post(testApi(), 'exchange_for_firebase_token', {
      auth_token: verified.body.auth_token,
    });
    expect(exchanged.status).toBe(200);
    expect(uidOfCustomToken(exchanged.body.token)).toBe(user.id);
  });

  it('an emailed link also asks for the second factor', async () => {
    const user = await newAccount(testApi(), { enabled2fa: true, preferredSignInMethod: 'email' });
    await post(testApi(), 'send_auth_link', { uid: user.id });
    const token =
      linkIn(await lastMessage(testApi(), user.email, 'mail')).searchParams.get('auth_token') ?? '';
    const exchanged = await post(testApi(), 'exchange_for_firebase_token', { auth_token: token });
    expect(exchanged.body).toEqual({ two_factor_required: true, uid: user.id });
    expect((await lastMessage(testApi(), user.email, 'mail')).subject).toBe(
      'Your Portico two-factor code',
    );
  });

  it('a wrong code is 401, and 5 wrong codes make it 429', async () => {
    const user = await newAccount(testApi(), { enabled2fa: true });
    await passwordStep(user.email);
    const code = codeIn(await lastMessage(testApi(), user.email, 'mail'));
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post(testApi(), 'verify_verification_code', {
        uid: user.id,
        verification_code: wrong,
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Invalid or expired verification code' });
    }
    const response = await post(testApi(), 'verify_verification_code', {
      uid: user.id,
      verification_code: code,
    });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ error: 'Too many incorrect attempts' });
  });
});

describe('POST /sessions/send_2fa_link', () => {
  it('sends a new code while a first factor waits, and the old one stops working', async () => {
    const user = await newAccount(testApi(), { enabled2fa: true });
    await passwordStep(user.email);
    const first = codeIn(await lastMessage(testApi(), user.email, 'mail'));
    expect((await post(testApi(), 'send_2fa_link', { uid: user.id })).status).toBe(200);
    const second = codeIn(await lastMessage(testApi(), user.email, 'mail'));
    if (first !== second) {
      expect(
        (
          await post(testApi(), 'verify_verification_code', {
            uid: user.id,
            verification_code: first,
          })
        ).status,
      ).toBe(401);
    }
    expect(
      (
        await post(testApi(), 'verify_verification_code', {
          uid: user.id,
          verification_code: second,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses when no first factor is waiting', async () => {
    const user = await newAccount(testApi(), { enabled2fa: true });
    const response = await post(testApi(), 'send_2fa_link', { uid: user.id });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: SIGN_IN_MESSAGES.twoFactorLinkProblem });
  });

  it('refuses a missing uid', async () => {
    const response = await post(testApi(), 'send_2fa_link', {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'no UID provided for verification' });
  });
});
