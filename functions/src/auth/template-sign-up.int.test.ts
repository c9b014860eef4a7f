// The public template link: its info, and sign-up of a new client who is then signed in with an
// auth token; an existing email gets a sign-in link instead of a session.
import { describe, expect, it } from 'vitest';
import { ENTITY_NAME_QUOTE, ENTITY_NAME_SLASH } from '@portico/common/people/profile-schema';
import { DEMO_GROUPS, DEMO_TEMPLATES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import {
  freshIp,
  get,
  lastMessage,
  linkIn,
  post,
  uidOfCustomToken,
} from '../../test/support/sign-in-helpers';

const testApi = useTestApi();

const template = DEMO_TEMPLATES.individual;
const signUp = (body: Record<string, unknown>, ip?: string) =>
  post(
    testApi(),
    'create_template_user',
    { templateHashId: template.hashId, fname: 'Nora', lname: 'Quinn', ...body },
    ip,
  );

describe('GET /sessions/template_info/:hashId', () => {
  it('answers the template and firm names', async () => {
    const response = await get(testApi(), `template_info/${template.hashId}`, {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      hash_id: template.hashId,
      name: template.name,
      firm_name: 'Harborview Tax & Advisory',
    });
  });

  it('answers 404 for an unknown template', async () => {
    const response = await get(testApi(), 'template_info/nope', {});
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'This template link is not valid' });
  });
});

describe('POST /sessions/create_template_user', () => {
  it('creates the client with an entity in the template firm and group, and answers an auth token', async () => {
    const response = await signUp({
      email: ' Nora.Quinn@Example.com ',
      firmGroupId: DEMO_GROUPS.north,
      year: 2025,
    });
    expect(response.status).toBe(200);
    const exchanged = await post(testApi(), 'exchange_for_firebase_token', {
      auth_token: response.body.auth_token,
    });
    const uid = uidOfCustomToken(exchanged.body.token);
    const user = (await testApi().store.doc(`firms/harborview/users/${uid}`).get()).data();
    expect(user).toMatchObject({
      email: 'nora.quinn@example.com',
      fname: 'Nora',
      lname: 'Quinn',
      is_advisor: false,
      firm_group_id: 'g-north',
    });
    const companies = await testApi()
      .store.collection('firms/harborview/companies')
      .where('primary_owner_id', '==', uid)
      .get();
    expect(companies.docs.map((d) => d.get('name'))).toEqual(['Nora Quinn']);
    // Her entity opens a conversation with her (no advisor yet: staff may join it).
    const conversation = await testApi()
      .store.doc(`firms/harborview/conversations/${companies.docs[0]!.id}`)
      .get();
    expect(conversation.data()).toMatchObject({
      user_ids: [uid],
      client_names: ['Nora Quinn'],
      advisor_ids: [],
      relevant_company_ids: [companies.docs[0]!.id],
      last_message: null,
    });
  });

  it.each([
    ['Nora "The Boss"', ENTITY_NAME_QUOTE],
    ['Nora/Quinn', ENTITY_NAME_SLASH],
  ])(
    'refuses a name (%s) that would break the Entity Name rules, creating nobody',
    async (fname, message) => {
      const email = `rules.${fname.length}@example.com`;
      const response = await signUp({ email, fname });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message });
      const users = await testApi()
        .store.collection('firms/harborview/users')
        .where('email', '==', email)
        .get();
      expect(users.empty).toBe(true);
    },
  );

  it('ignores a group the firm does not have', async () => {
    const response = await signUp({ email: 'no.group@example.com', firmGroupId: 'g-elsewhere' });
    const exchanged = await post(testApi(), 'exchange_for_firebase_token', {
      auth_token: response.body.auth_token,
    });
    const user = await testApi()
      .store.doc(`firms/harborview/users/${uidOfCustomToken(exchanged.body.token)}`)
      .get();
    expect(user.get('firm_group_id')).toBeNull();
  });

  it('never signs in an existing account: it mails a sign-in link to the template page', async () => {
    const olivia = DEMO_USERS.clientOneEntity;
    const response = await signUp({ email: olivia.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ link_sent: true });
    const link = linkIn(await lastMessage(testApi(), olivia.email, 'mail'));
    expect(link.searchParams.get('redirect')).toBe(
      `/template/${template.hashId}/create-questionnaire-from-template`,
    );
  });

  it.each([
    [{ email: '' }, 'Please enter your email'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ email: 'a@b.example', fname: ' ' }, 'Please enter your first and last name'],
    [{ email: 'a@b.example', lname: '' }, 'Please enter your first and last name'],
    [{ email: 'a@b.example', fname: 'x'.repeat(101) }, 'First name is too long'],
    [{ email: 'a@b.example', year: '2025' }, 'year must be a number'],
  ])('refuses %j with "%s"', async (body, message) => {
    const response = await signUp(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('answers 404 for an unknown template', async () => {
    const response = await signUp({ email: 'z@example.com', templateHashId: 'nope' });
    expect(response.status).toBe(404);
  });

  it('limits sign-ups to 10 per address per hour', async () => {
    const ip = freshIp();
    for (let n = 1; n <= 10; n++)
      expect((await signUp({ email: `burst${n}@example.com` }, ip)).status).toBe(200);
    const refused = await signUp({ email: 'burst11@example.com' }, ip);
    expect(refused.status).toBe(429);
  });
});
