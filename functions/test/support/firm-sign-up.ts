// Creating firms through the API as /create-firm does (details, the mailed code, the sign-in),
// for the tests of a new firm.
import { expect } from 'vitest';
import type { TestApi } from './api-harness';
import { codeIn, freshIp, lastMessage, uidOfCustomToken } from './sign-in-helpers';

let n = 0;

export function firmSignUps(testApi: () => TestApi) {
  const visitor = (over: Record<string, unknown> = {}) => {
    n += 1;
    return {
      firm_name: 'Brightline Tax & Books',
      fname: 'Marisol',
      lname: 'Ortega',
      email: `marisol${n}.${Date.now().toString(36)}@brightline.example`,
      phone_number: '(503) 555-0142',
      password: 'Brightline-2026!',
      ...over,
    };
  };

  const call = (path: string, body: object, ip = freshIp()) =>
    testApi().http().post(`/api/firms/${path}`).set('X-Forwarded-For', ip).send(body);

  async function signUp(over: Record<string, unknown> = {}) {
    const who = visitor(over);
    const started = await call('sign_up', who);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const mail = await lastMessage(testApi(), who.email, 'mail');
    return { who, id: started.body.signup_id as string, code: codeIn(mail), mail };
  }

  /** The right code: the firm made and its partner signed in (their id, firm and API agent). */
  async function createFirm(over: Record<string, unknown> = {}) {
    const { who, id, code } = await signUp(over);
    const made = await call('sign_up/verify', { signup_id: id, code });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const exchanged = await testApi()
      .http()
      .post('/api/sessions/exchange_for_firebase_token')
      .set('X-Forwarded-For', freshIp())
      .send({ auth_token: made.body.auth_token });
    expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
    const uid = uidOfCustomToken(exchanged.body.token);
    const partner = await testApi().asUser(uid, made.body.firm_id);
    return { who, uid, firmId: made.body.firm_id as string, partner };
  }

  return { visitor, call, signUp, createFirm };
}
