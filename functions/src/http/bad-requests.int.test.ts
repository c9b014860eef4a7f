// Malformed bodies and bad tokens get their status and a clear error, never a stack trace,
// and the server keeps serving afterwards.
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';

const testApi = useTestApi();

const currentUser = (authorization: string) =>
  testApi().http().get('/api/sessions/current_user').set('Authorization', authorization);

function fakeJwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

describe('bad requests', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await testApi()
      .http()
      .post('/api/sessions/verify_password_for_firebase_token')
      .set('content-type', 'application/json')
      .send('{"username": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await testApi()
      .http()
      .post('/api/sessions/verify_password_for_firebase_token')
      .send({ username: 'a@b.example', password: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Request body is too large (limit 1mb)' });
  });

  it('answers an unknown endpoint with 404', async () => {
    const response = await testApi().http().get('/api/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'No such endpoint' });
  });

  it('answers a missing token with 401 on a protected endpoint', async () => {
    const response = await testApi().http().get('/api/sessions/current_user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Please sign in to continue' });
  });

  it.each([
    ['a garbage token', 'Bearer not-a-token'],
    [
      'a token for another project',
      `Bearer ${fakeJwt({ aud: 'other-project', iss: 'https://securetoken.google.com/other-project', sub: 'u-margaret-chen', firm_id: 'harborview', iat: 1, exp: 9999999999 })}`,
    ],
    [
      'an expired token',
      `Bearer ${fakeJwt({ aud: 'demo-portico', iss: 'https://securetoken.google.com/demo-portico', sub: 'u-margaret-chen', firm_id: 'harborview', iat: 1, exp: 2, auth_time: 1 })}`,
    ],
  ])('answers %s with 401', async (_label, header) => {
    const response = await currentUser(header);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: 'Your session is invalid or has expired. Please sign in again.',
    });
  });

  it('answers a malformed Authorization header with 401', async () => {
    const response = await currentUser('Basic abc');
    expect(response.status).toBe(401);
    expect(response.body.error).toMatch(/Bearer/);
  });

  it('answers the token of a deleted user with 401', async () => {
    const token = await testApi().idTokenFor('u-deleted-person', 'harborview');
    const response = await currentUser(`Bearer ${token}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Your account no longer exists' });
  });

  it('keeps serving after all of the above', async () => {
    const response = await currentUser(`Bearer ${await testApi().tokenFor('partner')}`);
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(DEMO_USERS.partner.email);
  });
});
