// Tags: firm-wide lists, create and delete, bulk tag and untag of entities or users.
import { describe, expect, it } from 'vitest';
import {
  ENTITIES_OR_USERS_NOT_BOTH,
  NO_SELECTION_TO_UPDATE,
  TAG_EXISTS,
} from '@portico/common/people/tags';
import { CANNOT_DELETE_TAGS } from '@portico/common/people/people-access';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../../test/support/api-harness';

const testApi = useTestApi();

type Role = Parameters<TestApi['tokenFor']>[0];
const as = async (role: Role) => `Bearer ${await testApi().tokenFor(role)}`;
const post = async (path: string, body: object, role: Role = 'partner') =>
  testApi()
    .http()
    .post(`/api/${path}`)
    .set('Authorization', await as(role))
    .send(body);
const get = async (path: string, role: Role = 'partner') =>
  testApi()
    .http()
    .get(`/api/${path}`)
    .set('Authorization', await as(role));

const whitfield = [
  DEMO_COMPANIES.whitfieldTrust.id,
  DEMO_COMPANIES.whitfieldHoldings.id,
  DEMO_COMPANIES.whitfieldVentures.id,
];

describe('tag lists', () => {
  it('lists the firm’s entity and user tags separately, sorted by name', async () => {
    const entity = await get('v2/tags?kind=entity');
    expect(entity.body.tags.map((t: { name: string }) => t.name)).toEqual([
      'Extension filed',
      'New client',
      'VIP',
    ]);
    const contact = await get('v2/tags?kind=contact');
    expect(contact.body.tags.map((t: { id: string }) => t.id)).toEqual([
      't-prefers-phone',
      't-referral',
    ]);
    expect((await get('v2/tags?kind=document')).status).toBe(400);
    expect((await get('v2/tags?kind=entity', 'clientOneEntity')).status).toBe(403);
  });

  it('creates a tag once', async () => {
    const created = await post('v2/tags', { kind: 'contact', new_tag: 'Board member' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Board member', kind: 'contact' });
    const again = await post('v2/tags', { kind: 'contact', new_tag: ' board MEMBER ' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(TAG_EXISTS);
  });
});

describe('bulk tags', () => {
  it('tags and untags 3 entities, and the list filter follows', async () => {
    const tagged = await post('v2/tags/bulk', {
      kind: 'entity',
      company_ids: whitfield,
      tag_names: ['Priority review'],
    });
    expect(tagged.body).toEqual({ updated: 3 });
    const tags = await get('v2/tags?kind=entity');
    const priority = tags.body.tags.find((t: { name: string }) => t.name === 'Priority review');
    const filtered = await get(`v2/entities?tag_ids=${priority.id}&count=true`);
    expect(filtered.body.total).toBe(3);
    expect(filtered.body.entities[0].entity_tags).toEqual([
      { id: priority.id, name: 'Priority review' },
    ]);
    const untagged = await post('v2/tags/bulk', {
      kind: 'entity',
      company_ids: whitfield.slice(0, 2),
      tag_names: ['Priority review'],
      remove: true,
    });
    expect(untagged.body).toEqual({ updated: 2 });
    expect((await get(`v2/entities?tag_ids=${priority.id}&count=true`)).body.total).toBe(1);
  });

  it('tags every entity of the chosen users, but not entities and users together', async () => {
    const byUser = await post('v2/tags/bulk', {
      kind: 'entity',
      user_ids: [DEMO_USERS.clientReadOnlyEntity.id],
      tag_names: ['Design'],
    });
    expect(byUser.body).toEqual({ updated: 2 });
    const both = await post('v2/tags/bulk', {
      kind: 'entity',
      user_ids: [DEMO_USERS.clientReadOnlyEntity.id],
      company_ids: whitfield,
      tag_names: ['Design'],
    });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe(ENTITIES_OR_USERS_NOT_BOTH);
  });

  it('refuses an empty selection with the spec’s message', async () => {
    const none = await post('v2/tags/bulk', {
      kind: 'entity',
      company_ids: [],
      tag_names: ['VIP'],
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(NO_SELECTION_TO_UPDATE);
  });

  it('tags users with user tags', async () => {
    const res = await post('v2/tags/bulk', {
      kind: 'contact',
      user_ids: [DEMO_USERS.clientReadOnly.id],
      tag_names: ['Referral'],
    });
    expect(res.body).toEqual({ updated: 1 });
    const list = await get('v2/users?tag_ids=t-referral');
    expect(list.body.users.map((u: { id: string }) => u.id)).toEqual([
      DEMO_USERS.clientReadOnly.id,
    ]);
  });

  it('lets a group-limited advisor tag only what they can see, changing nothing otherwise', async () => {
    const outside = await post(
      'v2/tags/bulk',
      {
        kind: 'entity',
        company_ids: [DEMO_COMPANIES.olivia.id, DEMO_COMPANIES.whitfieldTrust.id],
        tag_names: ['North only'],
      },
      'groupNorth',
    );
    expect(outside.status).toBe(404);
    const names = (await get('v2/tags?kind=entity')).body.tags.map((t: { name: string }) => t.name);
    expect(names).not.toContain('North only');
    const inside = await post(
      'v2/tags/bulk',
      { kind: 'entity', company_ids: [DEMO_COMPANIES.olivia.id], tag_names: ['North only'] },
      'groupNorth',
    );
    expect(inside.body).toEqual({ updated: 1 });
  });

  it('deleting a tag takes it off every record', async () => {
    await post('v2/tags/bulk', {
      kind: 'entity',
      company_ids: whitfield,
      tag_names: ['Temporary'],
    });
    const tag = (await get('v2/tags?kind=entity')).body.tags.find(
      (t: { name: string }) => t.name === 'Temporary',
    );
    const removed = await testApi()
      .http()
      .delete(`/api/v2/tags/${tag.id}`)
      .set('Authorization', await as('partner'));
    expect(removed.status).toBe(204);
    expect((await get(`v2/entities?tag_ids=${tag.id}&count=true`)).body.total).toBe(0);
  });

  it('refuses a group-limited advisor deleting a tag in use outside their group; it stays put', async () => {
    // The Whitfield entities are in the South Office; Tom advises the North Office.
    await post('v2/tags/bulk', { kind: 'entity', company_ids: whitfield, tag_names: ['Kept'] });
    const tag = (await get('v2/tags?kind=entity')).body.tags.find(
      (t: { name: string }) => t.name === 'Kept',
    );
    const refused = await testApi()
      .http()
      .delete(`/api/v2/tags/${tag.id}`)
      .set('Authorization', await as('groupNorth'));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: CANNOT_DELETE_TAGS });
    expect((await get(`v2/entities?tag_ids=${tag.id}&count=true`)).body.total).toBe(3);
  });
});

describe('one record’s tags (User Tags and Entity Tags dialogs)', () => {
  const put = async (path: string, body: object, role: Role = 'partner') =>
    testApi()
      .http()
      .put(`/api/${path}`)
      .set('Authorization', await as(role))
      .send(body);

  it('makes an entity’s tags exactly the given names, creating new ones', async () => {
    const company = DEMO_COMPANIES.kimDesign.id;
    const first = await put(`companies/${company}/entity_tags`, {
      entity_tags: ['VIP', 'Bookkeeping'],
    });
    expect(first.status).toBe(200);
    expect(first.body.tags.map((t: { name: string }) => t.name).sort()).toEqual([
      'Bookkeeping',
      'VIP',
    ]);
    const second = await put(`companies/${company}/entity_tags`, { entity_tags: ['vip'] });
    expect(second.body.tags.map((t: { name: string }) => t.name)).toEqual(['VIP']);
    const vip = second.body.tags[0].id as string;
    const listed = await get(`v2/entities?tag_ids=${vip}&search_term=kim`);
    expect(listed.body.entities.map((e: { id: string }) => e.id)).toContain(company);
    const bookkeeping = (await get('v2/tags?kind=entity')).body.tags.find(
      (t: { name: string }) => t.name === 'Bookkeeping',
    );
    expect((await get(`v2/entities?tag_ids=${bookkeeping.id}&count=true`)).body.total).toBe(0);
    const cleared = await put(`companies/${company}/entity_tags`, { entity_tags: [] });
    expect(cleared.body.tags).toEqual([]);
  });

  it('sets a user’s contact tags', async () => {
    const user = DEMO_USERS.clientReadOnlyEntity.id;
    const res = await put(`users/${user}/contact_tags`, { contact_tags: ['Prefers phone'] });
    expect(res.status).toBe(200);
    expect(res.body.tags).toEqual([
      { id: 't-prefers-phone', name: 'Prefers phone', kind: 'contact' },
    ]);
    const row = (await get('v2/users?tag_ids=t-prefers-phone')).body.users.find(
      (u: { id: string }) => u.id === user,
    );
    expect(row.contact_tags).toEqual([{ id: 't-prefers-phone', name: 'Prefers phone' }]);
  });

  it('refuses clients, records of another group and unknown records, changing nothing', async () => {
    const olivia = DEMO_COMPANIES.olivia.id;
    expect(
      (await put(`companies/${olivia}/entity_tags`, { entity_tags: ['X'] }, 'clientOneEntity'))
        .status,
    ).toBe(403);
    const outside = await put(
      `companies/${DEMO_COMPANIES.whitfieldTrust.id}/entity_tags`,
      { entity_tags: ['South secret'] },
      'groupNorth',
    );
    expect(outside.status).toBe(404);
    const names = (await get('v2/tags?kind=entity')).body.tags.map((t: { name: string }) => t.name);
    expect(names).not.toContain('South secret');
    expect(
      (await put(`users/${DEMO_USERS.partner.id}/contact_tags`, { contact_tags: [] })).status,
    ).toBe(404);
    expect((await put('users/no-such-user/contact_tags', { contact_tags: [] })).status).toBe(404);
    const tooLong = await put(`companies/${olivia}/entity_tags`, { entity_tags: ['x'.repeat(51)] });
    expect(tooLong.status).toBe(400);
  });
});
