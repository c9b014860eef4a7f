// PATCH /v2/users/:id/status: activate / deactivate with their entities, and the read-only toggle.
import { describe, expect, it } from 'vitest';
import {
  ENTITY_READONLY_WHILE_INACTIVE,
  READONLY_ONLY_ACTIVE,
  USER_EMAIL_REQUIRED,
} from '@portico/common/people/user-status';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../../test/support/api-harness';
import { entitiesRepo } from '../entities/entities.repo';
import { usersRepo } from './users.repo';

const testApi = useTestApi();

type Role = Parameters<TestApi['tokenFor']>[0];
const patch = async (id: string, body: object, role: Role = 'partner') =>
  testApi()
    .http()
    .patch(`/api/v2/users/${id}/status`)
    .set('Authorization', `Bearer ${await testApi().tokenFor(role)}`)
    .send(body);
const get = async (path: string) =>
  testApi()
    .http()
    .get(`/api/${path}`)
    .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
const fixture = () =>
  createFixtureUser(testApi().store, () => testApi().clock.now(), { groupId: DEMO_GROUPS.north });

describe('activate and deactivate', () => {
  it('deactivates a user and the entities they are primary owner of, and the lists follow', async () => {
    const user = await fixture();
    const res = await patch(user.id, { paying: false, is_deactivating_all_entities: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      paying: false,
      readonly_access: false,
      changed_entity_ids: [user.companyId],
    });
    expect((await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, user.companyId!))?.inactive).toBe(
      true,
    );
    const users = await get('v2/users?hide_actives=true&only_ids=true');
    expect(users.body.ids).toContain(user.id);
    const entities = await get('v2/entities?hide_actives=true&only_ids=true');
    expect(entities.body.ids).toContain(user.companyId);
  });

  it('deactivates only the user unless asked, and activates their entities when asked', async () => {
    const user = await fixture();
    await patch(user.id, { paying: false });
    expect((await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, user.companyId!))?.inactive).toBe(
      false,
    );
    await patch(user.id, { paying: true });
    await patch(user.id, { paying: false, is_deactivating_all_entities: true });
    const res = await patch(user.id, { paying: true, is_activating_all_entities: true });
    expect(res.body.changed_entity_ids).toEqual([user.companyId]);
    expect((await entitiesRepo(testApi().store).get(DEMO_FIRM_ID, user.companyId!))?.inactive).toBe(
      false,
    );
  });

  it('refuses to activate a user with a temporary email', async () => {
    const user = await fixture();
    await testApi()
      .store.doc(`firms/${DEMO_FIRM_ID}/users/${user.id}`)
      .update({ paying: false, 'preferences.has_temp_email': true });
    const res = await patch(user.id, { paying: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(USER_EMAIL_REQUIRED);
  });

  it('toggles read-only for active users only', async () => {
    const user = await fixture();
    expect((await patch(user.id, { readonly_access: true })).body.readonly_access).toBe(true);
    expect((await usersRepo(testApi().store).get(DEMO_FIRM_ID, user.id))?.readonlyAccess).toBe(
      true,
    );
    await patch(user.id, { paying: false });
    const res = await patch(user.id, { readonly_access: false });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(READONLY_ONLY_ACTIVE);
  });

  it('is staff-only and bounded by firm groups', async () => {
    const user = await fixture();
    expect((await patch(user.id, { paying: false }, 'groupSouth')).status).toBe(404);
    expect((await patch(user.id, { paying: false }, 'clientOneEntity')).status).toBe(403);
    expect((await patch(user.id, { paying: false }, 'groupNorth')).status).toBe(200);
  });
});

describe('entity status', () => {
  const patchEntity = async (id: string, body: object, role: Role = 'partner') =>
    testApi()
      .http()
      .patch(`/api/v2/entities/${id}/status`)
      .set('Authorization', `Bearer ${await testApi().tokenFor(role)}`)
      .send(body);

  it('makes an entity inactive or read-only, never read-only changes while inactive', async () => {
    const user = await fixture();
    const id = user.companyId!;
    expect((await patchEntity(id, { readonly_access: true })).body).toEqual({
      id,
      inactive: false,
      readonly_access: true,
    });
    expect((await patchEntity(id, { inactive: true })).body.inactive).toBe(true);
    const refused = await patchEntity(id, { readonly_access: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(ENTITY_READONLY_WHILE_INACTIVE);
    const list = await get('v2/entities?hide_actives=true&only_ids=true');
    expect(list.body.ids).toContain(id);
    expect((await patchEntity(id, { inactive: false }, 'groupSouth')).status).toBe(404);
    expect((await patchEntity(id, { inactive: false }, 'clientOneEntity')).status).toBe(403);
  });
});
