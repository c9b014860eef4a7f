// GET /boot (issue 48): a signed-in page's first screen in one answer, each part exactly what its
// own read answers, as the same caller and through the same policy.
import { describe, expect, it } from 'vitest';
import { apiAddress } from '@portico/common/auth/boot';
import {
  DEMO_COMPANIES,
  DEMO_QUESTIONNAIRES,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';

const testApi = useTestApi();

const james = DEMO_USERS.clientManyEntities;
const household = DEMO_QUESTIONNAIRES.whitfieldHousehold;
const householdPage = `/questionnaire/${DEMO_COMPANIES[household.company].hashId}?questionnaireId=${household.id}`;

async function cookieOf(uid: string, firmId: string) {
  const res = await testApi()
    .http()
    .post('/api/sessions/cookie')
    .set('Authorization', `Bearer ${await testApi().idTokenFor(uid, firmId)}`);
  return /^__session=([^;]+)/.exec(res.headers['set-cookie']![0]!)![1]!;
}

const boot = (cookie: string, query: Record<string, string | number>) =>
  testApi().http().get('/api/boot').query(query).set('Cookie', `__session=${cookie}`);

/** Each answer is what the same caller's own GET answers. */
async function expectSameAsOwnReads(
  answers: Record<string, unknown>,
  role: 'clientManyEntities' | 'partner',
) {
  const agent = await testApi().as(role);
  for (const [url, body] of Object.entries(answers)) {
    const own = await agent.get(url.slice(1));
    expect([url, own.status]).toEqual([url, 200]);
    expect(body, url).toEqual(own.body);
  }
}

describe('GET /boot', () => {
  it('answers a client’s dashboard: the session, the shell’s feeds, the entities and the chosen entity’s cards for the year', async () => {
    const cookie = await cookieOf(james.id, james.firmId);
    const res = await boot(cookie, { page: '/', year: 2025 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.uid).toBe(james.id);
    const { answers } = res.body as { answers: Record<string, unknown> };
    const user = answers['/sessions/current_user'] as { default_company_id: string | null };
    const entities = (answers['/companies'] as { companies: { id: string }[] }).companies;
    const shown = entities.find((e) => e.id === user.default_company_id) ?? entities[0]!;
    expect(Object.keys(answers).sort()).toEqual(
      [
        '/sessions/current_user',
        '/firms/current_user_firm',
        '/signals/me',
        '/alerts/global',
        apiAddress('/notifications', { page: 1, per_page: 10, search: '', unread: false }),
        '/companies',
        apiAddress('/tax_returns', { company_id: shown.id }),
        apiAddress('/signature_requests', { company_id: shown.id }),
        `/companies/${shown.id}/questionnaires`,
        `/companies/${shown.id}/expected_documents?year=2025`,
      ].sort(),
    );
    await expectSameAsOwnReads(answers, 'clientManyEntities');
  });

  it('answers the questionnaire a client’s link opens, and not the dashboard’s cards', async () => {
    const cookie = await cookieOf(james.id, james.firmId);
    const res = await boot(cookie, { page: householdPage });
    expect(res.status).toBe(200);
    const keys = Object.keys(res.body.answers);
    expect(keys).toContain(`/questionnaires/${household.id}`);
    expect(keys.some((key) => key.includes('expected_documents'))).toBe(false);
    await expectSameAsOwnReads(res.body.answers, 'clientManyEntities');
  });

  it('leaves out what the caller may not read (another client’s questionnaire) and answers the rest', async () => {
    const cookie = await cookieOf(james.id, james.firmId);
    const olivia = DEMO_QUESTIONNAIRES.oliviaCurrent;
    const page = `/questionnaire/${DEMO_COMPANIES[olivia.company].hashId}?questionnaireId=${olivia.id}`;
    const res = await boot(cookie, { page });
    expect(res.status).toBe(200);
    expect(res.body.answers['/sessions/current_user'].id).toBe(james.id);
    expect(Object.keys(res.body.answers).some((key) => key.includes(olivia.id))).toBe(false);
  });

  it('answers staff their session and the shell’s feeds, no client’s screens', async () => {
    const partner = DEMO_USERS.partner;
    const res = await boot(await cookieOf(partner.id, partner.firmId), { page: householdPage });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.answers)).not.toContain('/companies');
    expect(Object.keys(res.body.answers)).toContain('/firms/current_user_firm');
    await expectSameAsOwnReads(res.body.answers, 'partner');
  });

  it('takes an ID token too, refuses nobody, a dead cookie and bad input', async () => {
    const viaToken = await (await testApi().as('clientManyEntities')).get('boot?page=%2F');
    expect(viaToken.status).toBe(200);
    expect(viaToken.body.uid).toBe(james.id);
    const anonymous = await testApi().http().get('/api/boot?page=%2F');
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'Please sign in to continue']);
    expect((await boot('not-a-cookie', { page: '/' })).status).toBe(401);
    const cookie = await cookieOf(james.id, james.firmId);
    const badPage = await boot(cookie, { page: 'https://evil.example/' });
    expect([badPage.status, badPage.body.error]).toEqual([
      400,
      'page must be an address of the portal starting with /',
    ]);
    const badYear = await boot(cookie, { page: '/', year: 1999 });
    expect([badYear.status, badYear.body.error]).toEqual([400, 'year must be a tax year']);
  });
});
