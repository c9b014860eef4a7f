// Add owner → New User with earlier messages (POST /companies/{id}/owners/new): copy, transfer,
// neither and both, all in the transaction that creates the owner.
import { describe, expect, it } from 'vitest';
import {
  COPY_OR_TRANSFER,
  MAX_SHARED_CONVERSATIONS,
  TOO_MANY_CONVERSATIONS,
} from '@portico/common/messaging/conversations';
import { EMAIL_TAKEN } from '@portico/common/people/create-client';
import { loginsRepo } from '../auth/logins.repo';
import { createFixtureConversation } from '@portico/local-runtime/dev/conversation-fixtures';
import { createFixtureUser, type FixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import {
  DEMO_FIRM_ID,
  DEMO_GROUPS,
  DEMO_USERS,
  OTHER_FIRM_ID,
} from '@portico/local-runtime/seed/demo-firm';
import { entitiesRepo } from '../people/entities/entities.repo';
import { usersPath } from '../people/users/users.repo';
import { useTestApi } from '../../test/support/api-harness';
import { conversationsRepo } from './conversations.repo';

const testApi = useTestApi();
const store = () => testApi().store;
const now = () => testApi().clock.now();
const conversations = () => conversationsRepo(store());

/** A client with an Individual entity in the North Office. */
const client = (fname: string, lname: string): Promise<FixtureUser & { companyId: string }> =>
  createFixtureUser(store(), now, { groupId: DEMO_GROUPS.north, fname, lname }) as Promise<
    FixtureUser & { companyId: string }
  >;

const conversation = async (
  companyId: string,
  clientIds: string[],
  otherCompanyIds: string[] = [],
  firmId = DEMO_FIRM_ID,
) =>
  (
    await createFixtureConversation(store(), now, {
      firmId,
      companyId,
      otherCompanyIds,
      clientIds,
      advisorIds: firmId === DEMO_FIRM_ID ? [DEMO_USERS.partner.id] : [],
      messages: [
        { text: 'Welcome aboard', minutesAgo: 30 },
        { text: 'Thanks!', userId: clientIds[0], minutesAgo: 10 },
      ],
    })
  ).conversation_id;

const addOwner = async (companyId: string, body: object) =>
  (await testApi().as('partner')).post(`companies/${companyId}/owners/new`, {
    firstName: 'Nell',
    lastName: 'Newer',
    ...body,
  });

const participants = async (id: string, firmId = DEMO_FIRM_ID) =>
  (await conversations().get(firmId, id))?.clients;

/** Everything a conversation holds, to prove it did not change. */
const snapshot = async (id: string, firmId = DEMO_FIRM_ID) => ({
  conversation: await conversations().get(firmId, id),
  messages: await conversations().listMessages(firmId, id),
});

describe('copy previous messages', () => {
  it('adds the new owner to each of the entity’s conversations beside the existing clients', async () => {
    const ana = await client('Ana', 'Copy');
    const other = await client('Oto', 'Elsewhere');
    const about = await conversation(ana.companyId, [ana.id]);
    const elsewhere = await conversation(other.companyId, [other.id]);
    const messagesBefore = await conversations().listMessages(DEMO_FIRM_ID, about);
    const untouched = await snapshot(elsewhere);

    const res = await addOwner(ana.companyId, {
      email: 'nell.copy@messages.example',
      copyPreviousMessages: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const newId = res.body.owner_ids[1] as string;
    expect(await participants(about)).toEqual([
      { id: ana.id, name: 'Ana Copy' },
      { id: newId, name: 'Nell Newer' },
    ]);
    // The messages are kept as they were, authors included.
    expect(await conversations().listMessages(DEMO_FIRM_ID, about)).toEqual(messagesBefore);
    expect(await snapshot(elsewhere)).toEqual(untouched);

    const listed = await (
      await testApi().as('partner')
    ).get(`companies/${ana.companyId}/conversations`);
    expect(listed.body.conversations).toEqual([
      {
        id: about,
        user_ids: [ana.id, newId],
        client_names: ['Ana Copy', 'Nell Newer'],
        advisor_ids: [DEMO_USERS.partner.id],
        last_message: { text: 'Thanks!', created_at: expect.any(String) },
        last_message_at: expect.any(String),
      },
    ]);
  });

  it('leaves another firm’s conversations alone, even one naming the same entity id', async () => {
    const ana = await client('Ada', 'Tenant');
    const ours = await conversation(ana.companyId, [ana.id]);
    const lakeside = await createFixtureUser(store(), now, { firmId: OTHER_FIRM_ID });
    const theirs = `conv-lakeside-${ana.id}`;
    await conversations().createWithMessages(
      {
        id: theirs,
        firmId: OTHER_FIRM_ID,
        advisorIds: [],
        clients: [{ id: lakeside.id, name: 'Test Person' }],
        relevantCompanyIds: [ana.companyId],
        createdAt: now(),
      },
      [],
    );
    const before = await snapshot(theirs, OTHER_FIRM_ID);
    const res = await addOwner(ana.companyId, {
      email: 'nell.tenant@messages.example',
      transferPreviousMessages: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await participants(ours))?.map((p) => p.id)).toEqual([res.body.owner_ids[1]]);
    expect(await snapshot(theirs, OTHER_FIRM_ID)).toEqual(before);
  });
});

describe('transfer previous messages', () => {
  it('the new owner replaces the entity’s clients, except those who own another entity of the conversation', async () => {
    const ana = await client('Ana', 'Primary');
    const ben = await client('Ben', 'Coowner');
    const cat = await client('Cat', 'Partner');
    // Ben also owns Ana's entity; Ana also owns Cat's.
    const partner = await testApi().as('partner');
    expect(
      (await partner.post(`companies/${ana.companyId}/owners`, { user_id: ben.id })).status,
    ).toBe(200);
    expect(
      (await partner.post(`companies/${cat.companyId}/owners`, { user_id: ana.id })).status,
    ).toBe(200);
    const shared = await conversation(ana.companyId, [ana.id, ben.id, cat.id], [cat.companyId]);
    const own = await conversation(ana.companyId, [ana.id, ben.id]);
    const catsOnly = await conversation(cat.companyId, [cat.id, ana.id]);
    const messagesBefore = await conversations().listMessages(DEMO_FIRM_ID, own);
    const untouched = await snapshot(catsOnly);

    const res = await addOwner(ana.companyId, {
      email: 'nell.transfer@messages.example',
      transferPreviousMessages: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const nell = { id: res.body.owner_ids[2] as string, name: 'Nell Newer' };
    expect(res.body.owner_ids).toEqual([ana.id, ben.id, nell.id]);
    // Ana and Cat own Cat's entity, which the shared conversation is also about: they stay.
    expect(await participants(shared)).toEqual([
      { id: ana.id, name: 'Ana Primary' },
      { id: cat.id, name: 'Cat Partner' },
      nell,
    ]);
    expect(await participants(own)).toEqual([nell]);
    // Messages keep their authors; the advisors stay; Cat's own conversation is not touched.
    expect(await conversations().listMessages(DEMO_FIRM_ID, own)).toEqual(messagesBefore);
    expect((await conversations().get(DEMO_FIRM_ID, own))?.advisorIds).toEqual([
      DEMO_USERS.partner.id,
    ]);
    expect(await snapshot(catsOnly)).toEqual(untouched);
    // Ben is still an owner of the entity; he only left its conversations.
    expect((await entitiesRepo(store()).get(DEMO_FIRM_ID, ana.companyId))?.ownerIds).toEqual([
      ana.id,
      ben.id,
      nell.id,
    ]);
  });
});

describe('neither, both, and refusals', () => {
  it('neither: the new owner does not join earlier conversations', async () => {
    const ana = await client('Ana', 'Neither');
    const about = await conversation(ana.companyId, [ana.id]);
    const before = await snapshot(about);
    const res = await addOwner(ana.companyId, { email: 'nell.neither@messages.example' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.owner_ids).toHaveLength(2);
    expect(await snapshot(about)).toEqual(before);
  });

  it('both: 400, nothing written', async () => {
    const ana = await client('Ana', 'Both');
    const about = await conversation(ana.companyId, [ana.id]);
    const before = await snapshot(about);
    const res = await addOwner(ana.companyId, {
      email: 'nell.both@messages.example',
      copyPreviousMessages: true,
      transferPreviousMessages: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(COPY_OR_TRANSFER);
    expect(await loginsRepo(store()).find('nell.both@messages.example')).toBeNull();
    expect(await snapshot(about)).toEqual(before);
  });

  it('a taken email: 409, and the owner, user, login and conversations are unchanged', async () => {
    const ana = await client('Ana', 'Taken');
    const about = await conversation(ana.companyId, [ana.id]);
    const before = await snapshot(about);
    const loginBefore = await loginsRepo(store()).find(DEMO_USERS.clientOneEntity.email);
    const res = await addOwner(ana.companyId, {
      firstName: 'Taken',
      lastName: `Email${ana.id}`,
      email: DEMO_USERS.clientOneEntity.email,
      transferPreviousMessages: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(EMAIL_TAKEN);
    expect((await entitiesRepo(store()).get(DEMO_FIRM_ID, ana.companyId))?.ownerIds).toEqual([
      ana.id,
    ]);
    const created = await store()
      .collection(usersPath(DEMO_FIRM_ID))
      .where('lname', '==', `Email${ana.id}`)
      .get();
    expect(created.empty).toBe(true);
    expect(await loginsRepo(store()).find(DEMO_USERS.clientOneEntity.email)).toEqual(loginBefore);
    expect(await snapshot(about)).toEqual(before);
  });

  it(`more than ${MAX_SHARED_CONVERSATIONS} conversations: 400, nothing written; the list shows the newest 50`, async () => {
    const ana = await client('Ana', 'Busy');
    const ids = Array.from(
      { length: MAX_SHARED_CONVERSATIONS + 1 },
      (_, i) => `conv-busy-${ana.id}-${i}`,
    );
    for (let i = 0; i < ids.length; i += 50) {
      await Promise.all(
        ids.slice(i, i + 50).map((id, j) =>
          conversations().createWithMessages(
            {
              id,
              firmId: DEMO_FIRM_ID,
              advisorIds: [],
              clients: [{ id: ana.id, name: 'Ana Busy' }],
              relevantCompanyIds: [ana.companyId],
              createdAt: now(),
            },
            [
              {
                id: 'm1',
                text: `Message ${i + j}`,
                createdAt: new Date(now().getTime() + (i + j) * 1000),
                userId: ana.id,
                userName: 'Ana Busy',
                isFirmUser: false,
                messageThreadId: null,
                tag: 'general',
              },
            ],
          ),
        ),
      );
    }
    const res = await addOwner(ana.companyId, {
      email: 'nell.busy@messages.example',
      copyPreviousMessages: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(TOO_MANY_CONVERSATIONS);
    expect(await loginsRepo(store()).find('nell.busy@messages.example')).toBeNull();
    expect((await entitiesRepo(store()).get(DEMO_FIRM_ID, ana.companyId))?.ownerIds).toEqual([
      ana.id,
    ]);
    expect((await participants(ids[0]!))?.map((p) => p.id)).toEqual([ana.id]);

    const listed = await (
      await testApi().as('partner')
    ).get(`companies/${ana.companyId}/conversations`);
    expect(listed.body.conversations).toHaveLength(50);
    expect(listed.body.conversations[0].last_message.text).toBe(`Message ${ids.length - 1}`);
    expect(listed.body.conversations[49].last_message.text).toBe(`Message ${ids.length - 50}`);
  });
});
