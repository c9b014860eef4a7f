// Password sign-in answers a custom token the emulator accepts; current_user and the firm
// answer the signed-in caller; bad credentials and bad input get clear errors.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';

const testApi = useTestApi();

const signIn = (body: unknown) =>
  testApi()
    .http()
    .post('/api/sessions/verify_password_for_firebase_token')
    .send(body as object);

describe('POST /sessions/verify_password_for_firebase_token', () => {
  it('answers a custom token for the right password, whatever the email case and spacing', async () => {
    const response = await signIn({
      username: `  ${DEMO_USERS.partner.email.toUpperCase()} `,
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.token).toEqual(expect.any(String));
    const claims = JSON.parse(
      Buffer.from(response.body.token.split('.')[1], 'base64url').toString(),
    );
    expect(claims.uid).toBe(DEMO_USERS.partner.id);
    expect(claims.claims).toEqual({ firm_id: 'harborview' });
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await signIn({ username: DEMO_USERS.partner.email, password: 'not-it' });
    const unknown = await signIn({ username: 'nobody@example.com', password: DEMO_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'The email address or password is incorrect' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ password: 'x' }, 'Email is missing'],
    [{ username: 'a@b.example' }, 'Password is missing'],
    [{ username: 42, password: 'x' }, 'Email must be text'],
    [{ username: 'a@b.example', password: { $gt: '' } }, 'Password must be text'],
    [{ username: `${'a'.repeat(300)}@b.example`, password: 'x' }, 'Email is too long'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const response = await signIn(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });
});

describe('GET /sessions/current_user', () => {
  it('answers the signed-in client without any secret', async () => {
    const response = await testApi()
      .http()
      .get('/api/sessions/current_user')
      .set('Authorization', `Bearer ${await testApi().tokenFor('clientOneEntity')}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: DEMO_USERS.clientOneEntity.id,
      email: DEMO_USERS.clientOneEntity.email,
      full_name: 'Olivia Martinez',
      is_advisor: false,
      firm_access: null,
      firm_id: 'harborview',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password_hash|scrypt/);
  });

  it('tells a group-limited advisor their access and group', async () => {
    const response = await testApi()
      .http()
      .get('/api/sessions/current_user')
      .set('Authorization', `Bearer ${await testApi().tokenFor('groupNorth')}`);
    expect(response.body).toMatchObject({
      is_advisor: true,
      firm_access: 'group',
      firm_group_id: 'g-north',
    });
  });
});

describe('GET /firms/current_user_firm', () => {
  it('answers each caller their own firm only', async () => {
    const own = await testApi()
      .http()
      .get('/api/firms/current_user_firm')
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    const other = await testApi()
      .http()
      .get('/api/firms/current_user_firm')
      .set('Authorization', `Bearer ${await testApi().tokenFor('otherFirmPartner')}`);
    expect(own.body).toMatchObject({ id: 'harborview', name: 'Harborview Tax & Advisory' });
    expect(own.body.preferences).toMatchObject({
      new_react_app_enabled: true,
      has_firm_groups: true,
    });
    expect(other.body).toMatchObject({ id: 'lakeside', name: 'Lakeside CPA Group' });
    expect(other.body.preferences.has_firm_groups).toBe(false);
  });
});
