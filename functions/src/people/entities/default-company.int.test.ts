// PUT /companies/default: a client chooses the entity their screens open on, in any browser; only
// one of their own active entities, and only for themselves.
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../../test/support/api-harness';
import { newAccount } from '../../../test/support/sign-in-helpers';

const testApi = useTestApi();

const as = async (role: Parameters<TestApi['tokenFor']>[0]) =>
  `Bearer ${await testApi().tokenFor(role)}`;
const setDefault = async (role: Parameters<TestApi['tokenFor']>[0], companyId: unknown) =>
  testApi()
    .http()
    .put('/api/companies/default')
    .set('Authorization', await as(role))
    .send({ companyId });
const currentDefault = async (role: Parameters<TestApi['tokenFor']>[0]) =>
  (
    await testApi()
      .http()
      .get('/api/sessions/current_user')
      .set('Authorization', await as(role))
  ).body.default_company_id;

describe('the default entity', () => {
  it('is set by its owner and answered with the current user', async () => {
    const client = await newAccount(testApi(), {
      entities: [{ name: 'Default Test Trust', entityType: 'Trust' }],
    });
    const trust = client.companies[1]!.id;
    const authorization = `Bearer ${await testApi().idTokenFor(client.id, client.firmId)}`;
    const res = await testApi()
      .http()
      .put('/api/companies/default')
      .set('Authorization', authorization)
      .send({ companyId: trust });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ default_company_id: trust });
    const current = await testApi()
      .http()
      .get('/api/sessions/current_user')
      .set('Authorization', authorization);
    expect(current.body.default_company_id).toBe(trust);
  });

  it('is refused for another client’s entity, an inactive one, or a missing one, and kept', async () => {
    const before = await currentDefault('clientOneEntity');
    for (const companyId of [DEMO_COMPANIES.whitfieldTrust.id, 'c-missing']) {
      const res = await setDefault('clientOneEntity', companyId);
      expect(res.status, companyId).toBe(404);
      expect(res.body.error).toBe('Entity not found');
    }
    expect(await currentDefault('clientOneEntity')).toBe(before);
    const inactive = await setDefault('clientAllInactive', DEMO_COMPANIES.nguyenBakery.id);
    expect(inactive.status).toBe(404);
  });

  it('is a client’s own choice: staff are refused, and a malformed id is a 400', async () => {
    const staff = await setDefault('partner', DEMO_COMPANIES.olivia.id);
    expect(staff.status).toBe(403);
    expect(await currentDefault('partner')).toBeNull();
    const malformed = await setDefault('clientOneEntity', ['x']);
    expect(malformed.status).toBe(400);
    const missing = await setDefault('clientOneEntity', undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('companyId is missing');
  });

  it('is set by a read-only client too (a preference, not a change to the firm’s data)', async () => {
    const res = await setDefault('clientReadOnly', DEMO_COMPANIES.henry.id);
    expect(res.status).toBe(200);
  });
});
