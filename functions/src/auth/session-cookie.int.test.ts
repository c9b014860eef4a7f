// The session cookie (issue 48): made from the caller's ID token, HttpOnly, Secure, SameSite=Strict;
// it signs the caller in where no Bearer token is sent; a change it authenticates needs the
// portal's header (a form posted from another site is refused); signing out ends this cookie
// alone, Sign out everywhere every one of the user's; an expired or another firm's cookie opens
// nothing.
import { describe, expect, it } from 'vitest';
import {
  PORTAL_REQUEST_HEADER,
  SESSION_COOKIE_MESSAGES,
} from '@portico/common/auth/session-cookie';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';

const testApi = useTestApi();

/** Firebase Auth stamps sessions in whole seconds: waits into the next one. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));

/** A fresh client of the demo firm, signed in with an ID token. */
async function freshClient() {
  const user = await createFixtureUser(testApi().store, () => testApi().clock.now(), {});
  return { user, idToken: await testApi().idTokenFor(user.id, user.firmId) };
}

/** The cookie the API sets for an ID token. */
async function cookieFor(idToken: string) {
  const res = await testApi()
    .http()
    .post('/api/sessions/cookie')
    .set('Authorization', `Bearer ${idToken}`);
  expect(res.status, JSON.stringify(res.body)).toBe(204);
  const setCookie = res.headers['set-cookie']![0]!;
  return { setCookie, cookie: /^__session=([^;]+)/.exec(setCookie)![1]! };
}

const withCookie = (cookie: string) => ({
  get: (path: string) => testApi().http().get(`/api/${path}`).set('Cookie', `__session=${cookie}`),
  post: (path: string, portal = true) => {
    const req = testApi().http().post(`/api/${path}`).set('Cookie', `a=1; __session=${cookie}`);
    return portal ? req.set(PORTAL_REQUEST_HEADER, '1') : req;
  },
});

describe('the session cookie', () => {
  it('is made from an ID token, HttpOnly, Secure and SameSite=Strict for two weeks, and signs the caller in', async () => {
    const { user, idToken } = await freshClient();
    const { setCookie, cookie } = await cookieFor(idToken);
    expect(setCookie).toMatch(/Max-Age=1209600/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const me = await withCookie(cookie).get('sessions/current_user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    // A cookie does not make another cookie.
    const again = await withCookie(cookie).post('sessions/cookie');
    expect([again.status, again.body.error]).toEqual([401, SESSION_COOKIE_MESSAGES.idTokenNeeded]);
  });

  it('refuses a change without the portal’s header, as a form posted from another site', async () => {
    const { cookie } = await cookieFor((await freshClient()).idToken);
    const forged = await testApi()
      .http()
      .post('/api/notifications/dismiss_all')
      .set('Cookie', `__session=${cookie}`)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('all=1');
    expect([forged.status, forged.body.error]).toEqual([
      403,
      SESSION_COOKIE_MESSAGES.notFromPortal,
    ]);
    expect((await withCookie(cookie).post('notifications/dismiss_all', false)).status).toBe(403);
    expect((await withCookie(cookie).post('notifications/dismiss_all')).status).toBe(200);
    // A read needs no header.
    expect((await withCookie(cookie).get('notifications')).status).toBe(200);
  });

  it('ends with Sign out, on this device only', async () => {
    const { user, idToken } = await freshClient();
    const here = (await cookieFor(idToken)).cookie;
    // Firebase's times are whole seconds: another device signs in a second later.
    await nextSecond();
    const there = (await cookieFor(await testApi().idTokenFor(user.id, user.firmId))).cookie;
    expect(there).not.toBe(here);
    const out = await testApi()
      .http()
      .delete('/api/sessions/cookie')
      .set('Cookie', `__session=${here}`)
      .set(PORTAL_REQUEST_HEADER, '1');
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']![0]).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await withCookie(here).get('sessions/current_user')).status).toBe(401);
    expect((await withCookie(there).get('sessions/current_user')).body.id).toBe(user.id);

    // Signed out, the sign-in calls still answer (a dead cookie is no credential).
    const method = await testApi()
      .http()
      .get(`/api/sessions/get_preferred_sign_in_method?username=${user.email}`)
      .set('Cookie', `__session=${here}`);
    expect(method.status).toBe(200);
  });

  it('ends on every device with Sign out everywhere, and a new sign-in starts afresh', async () => {
    const { user, idToken } = await freshClient();
    const here = (await cookieFor(idToken)).cookie;
    const there = (await cookieFor(await testApi().idTokenFor(user.id, user.firmId))).cookie;
    // Firebase revokes what was signed in before the second it is asked in.
    await nextSecond();
    expect((await withCookie(here).post('sessions/sign_out_everywhere', false)).status).toBe(403);
    const out = await withCookie(here).post('sessions/sign_out_everywhere');
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']![0]).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
    for (const cookie of [here, there])
      expect((await withCookie(cookie).get('sessions/current_user')).status).toBe(401);

    await nextSecond();
    const again = (await cookieFor(await testApi().idTokenFor(user.id, user.firmId))).cookie;
    expect((await withCookie(again).get('sessions/current_user')).body.id).toBe(user.id);
    // Nobody signed in has no sessions to end.
    const anonymous = await testApi().http().post('/api/sessions/sign_out_everywhere');
    expect(anonymous.status).toBe(401);
  });

  it('opens nothing once expired, and nothing of another firm', async () => {
    const { cookie } = await cookieFor((await freshClient()).idToken);
    // The Auth emulator's cookies are unsigned: the same one, expired an hour ago.
    const [head, payload] = cookie.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
    const expired = `${head}.${Buffer.from(
      JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ).toString('base64url')}.`;
    expect((await withCookie(expired).get('sessions/current_user')).status).toBe(401);

    const lena = DEMO_USERS.otherFirmPartner;
    const other = (await cookieFor(await testApi().idTokenFor(lena.id, lena.firmId))).cookie;
    const entity = await withCookie(other).get(`companies/${DEMO_COMPANIES.olivia.id}`);
    expect(entity.status).toBe(404);
  });
});
