// POST /v2/users/send_sign_in_links (spec 2 §7 "Send sign-in links"): staff mail clients they see,
// or the owners of entities they see, a single-use link that signs them in for 3 days; the
// inactive and those without an email are skipped and named.
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINKS_MESSAGES } from '@portico/common/auth/sign-in-links';
import {
  DEMO_COMPANIES,
  DEMO_QUESTIONNAIRES,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import {
  lastMessage,
  linkIn,
  newAccount,
  post,
  uidOfCustomToken,
} from '../../test/support/sign-in-helpers';

const testApi = useTestApi();
const DAY = 24 * 60 * 60 * 1000;

const send = async (
  body: object,
  role: Parameters<ReturnType<typeof testApi>['as']>[0] = 'partner',
) => (await testApi().as(role)).post('v2/users/send_sign_in_links', body);

describe('staff send sign-in links', () => {
  it('mails a link that signs the client in once, for 3 days', async () => {
    const res = await send({ user_ids: [DEMO_USERS.clientOneEntity.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: SIGN_IN_LINKS_MESSAGES.sent, sent: 1, skipped: [] });
    const mail = await lastMessage(testApi(), DEMO_USERS.clientOneEntity.email, 'mail');
    expect(mail.subject).toBe('Harborview Tax & Advisory: sign in to your client portal');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/signin');
    const token = link.searchParams.get('auth_token') ?? '';

    const start = testApi().clock.now();
    try {
      testApi().clock.advance(3 * DAY - 60_000);
      const first = await post(testApi(), 'exchange_for_firebase_token', { auth_token: token });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(uidOfCustomToken(first.body.token)).toBe(DEMO_USERS.clientOneEntity.id);
      const again = await post(testApi(), 'exchange_for_firebase_token', { auth_token: token });
      expect(again.status).toBe(401);
    } finally {
      testApi().clock.set(start);
    }
  });

  it('reaches the owners of entities, and skips who cannot use one', async () => {
    // A client created without an email (the portal keeps a placeholder in its place).
    const noEmail = await newAccount(testApi(), { fname: 'Nora', lname: 'Noemail' });
    await testApi()
      .store.doc(`firms/${noEmail.firmId}/users/${noEmail.id}`)
      .update({ 'preferences.has_temp_email': true });
    const res = await send({
      company_ids: [DEMO_COMPANIES.whitfieldHousehold.id],
      user_ids: [DEMO_USERS.clientManyEntities.id, noEmail.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // James owns the household: one link, not two.
    expect(res.body.sent).toBe(1);
    expect(res.body.skipped).toEqual([{ name: 'Nora Noemail', reason: 'no-email' }]);
    // The overview's selection: the owners of the questionnaires' entities.
    const byQuestionnaire = await send({
      questionnaire_ids: [DEMO_QUESTIONNAIRES.oliviaCurrent.id],
    });
    expect(byQuestionnaire.body).toMatchObject({ sent: 1, skipped: [] });
    const unknown = await send({ questionnaire_ids: ['no-such-questionnaire'] });
    expect(unknown.status).toBe(404);
  });

  it('is for staff who see the client', async () => {
    expect(
      (await send({ user_ids: [DEMO_USERS.clientOneEntity.id] }, 'clientOneEntity')).status,
    ).toBe(403);
    const outside = await send({ user_ids: [DEMO_USERS.clientOneEntity.id] }, 'groupSouth');
    expect(outside.status).toBe(404);
    const nobody = await send({});
    expect(nobody.status).toBe(400);
    expect(nobody.body.error).toBe(SIGN_IN_LINKS_MESSAGES.nobody);
  });
});
