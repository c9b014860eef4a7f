// Create your firm (issue 50): the code mailed to the partner's email creates the firm with its
// defaults and signs the partner in (two-factor on, the code their second factor); a wrong, used
// or expired code creates nothing; an email that has an account is sent to sign in; sign-ups are
// limited per address; the new firm sees nothing of any other and its partner can do what a
// partner does in their own firm.
import { describe, expect, it } from 'vitest';
import { FIRM_SIGN_UP_MESSAGES as M } from '@portico/common/firm/firm-sign-up';
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { firmSignUps } from '../../test/support/firm-sign-up';
import { codeIn, freshIp, lastMessage, uidOfCustomToken } from '../../test/support/sign-in-helpers';

const testApi = useTestApi();
const { visitor, call, signUp, createFirm } = firmSignUps(testApi);
const MINUTE = 60_000;

describe('create your firm', () => {
  it('creates the firm with its defaults once the mailed code is entered, and signs the partner in', async () => {
    const { who, id, code, mail } = await signUp();
    expect(mail.subject).toBe('Your code to create Brightline Tax & Books on Portico');
    // Nothing exists before the code.
    const wrong = await call('sign_up/verify', {
      signup_id: id,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(M.wrongCode);
    const before = await testApi()
      .http()
      .get('/api/sessions/get_preferred_sign_in_method')
      .query({ username: who.email });
    expect(before.status).toBe(404);

    const made = await call('sign_up/verify', { signup_id: id, code });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // Used up: the same code makes nothing twice.
    expect((await call('sign_up/verify', { signup_id: id, code })).status).toBe(404);

    const exchanged = await testApi()
      .http()
      .post('/api/sessions/exchange_for_firebase_token')
      .send({ auth_token: made.body.auth_token });
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    const partner = await testApi().asUser(
      uidOfCustomToken(exchanged.body.token),
      made.body.firm_id,
    );
    const firm = (await partner.get('firms/current_user_firm')).body;
    expect(firm).toMatchObject({ name: 'Brightline Tax & Books' });
    expect(firm.subdomain_url).toMatch(/^brightline-tax-and-books/);
    expect(firm.preferences).toMatchObject({ force_2fa_on_firm_users: true, tour_enabled: true });
    const me = (await partner.get('sessions/current_user')).body;
    expect(me).toMatchObject({ is_advisor: true, firm_access: 'partner' });
    expect((await partner.get('firms/staff')).body.staff).toEqual([
      expect.objectContaining({ full_name: 'Marisol Ortega', status: 'active' }),
    ]);

    // The password signs in again, with two-factor asked.
    const password = await testApi()
      .http()
      .post('/api/sessions/verify_password_for_firebase_token')
      .set('X-Forwarded-For', freshIp())
      .send({ username: who.email, password: who.password });
    expect(password.body).toMatchObject({ two_factor_required: true });
  });

  it('gives a firm of the same name its own portal address, and shows it nothing of others', async () => {
    const first = await createFirm({ firm_name: 'Twin Peaks CPA' });
    const second = await createFirm({ firm_name: 'Twin Peaks CPA' });
    const slugOf = async (p: typeof first.partner) =>
      (await p.get('firms/current_user_firm')).body.subdomain_url as string;
    const [a, b] = [await slugOf(first.partner), await slugOf(second.partner)];
    expect(a).toMatch(/^twin-peaks-cpa/);
    expect(b).not.toBe(a);
    const branding = await testApi().http().get('/api/firms/branding').query({ slug: b });
    expect(branding.body).toMatchObject({ name: 'Twin Peaks CPA' });

    // Its partner works in their own firm, and sees nothing of the demo firm's.
    const p = second.partner;
    const demoUser = await p.get(`users/${DEMO_USERS.clientOneEntity.id}`);
    expect(demoUser.status).toBe(404);
    const created = await p.post('v2/users', {
      fname: 'Ivy',
      lname: 'First',
      email: `ivy.${Date.now().toString(36)}@client.example`,
      assigned_advisor_id: second.uid,
      entity_type: 'Individual',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const demoPartner = await testApi().as('partner');
    expect((await demoPartner.get(`users/${created.body.user.id}`)).status).toBe(404);
  });

  it('sends an email that has an account to sign in, and makes nothing', async () => {
    const res = await call('sign_up', visitor({ email: DEMO_USERS.full.email }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sign_in: true, message: M.accountExists });
  });

  it('refuses an expired code and too many wrong ones; a new code works', async () => {
    const { id, code } = await signUp();
    const start = testApi().clock.now();
    try {
      testApi().clock.advance(31 * MINUTE);
      const late = await call('sign_up/verify', { signup_id: id, code });
      expect(late.status).toBe(410);
      expect(late.body.error).toBe(M.expired);
    } finally {
      testApi().clock.set(start);
    }
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    for (let i = 0; i < 5; i++)
      expect((await call('sign_up/verify', { signup_id: id, code: wrong })).status).toBe(400);
    const locked = await call('sign_up/verify', { signup_id: id, code });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(M.tooManyTries);

    testApi().clock.advance(1000);
    const resent = await call('sign_up/resend', { signup_id: id });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const fresh = await call('sign_up/verify', {
      signup_id: id,
      code: codeIn(await lastMessage(testApi(), (await signUpEmail(id)) ?? '', 'mail')),
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
  });

  it('limits sign-ups from one address, and checks what is typed', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await call('sign_up', visitor(), ip)).status).toBe(201);
    const sixth = await call('sign_up', visitor(), ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe(M.tooMany);

    const weak = await call('sign_up', visitor({ password: 'short' }));
    expect(weak.status).toBe(400);
    expect(weak.body.error).toContain('Password must be greater than 10 characters');
    const noName = await call('sign_up', visitor({ firm_name: '  ' }));
    expect(noName.body.error).toContain(M.firmNameRequired);
    const control = await call('sign_up', visitor({ firm_name: 'Bad\u0000Firm' }));
    expect(control.status).toBe(400);
    // Any script a person types is a name.
    expect((await call('sign_up', visitor({ firm_name: '會計師事務所 ✨' }))).status).toBe(201);
  });
});

/** The email a sign-up's code went to, read from the store (the test cannot see the page). */
async function signUpEmail(id: string): Promise<string | undefined> {
  return (await testApi().store.doc(`firm_sign_ups/${id}`).get()).get('email') as string;
}
