// "How to Manage the Conversation?" (spec 3 §4): when an entity's owners change, staff move its
// conversations with them (the owner joins or leaves) or start a new one with the owners as they
// are, which archives the old (read-only; clients no longer see it).
import { describe, expect, it } from 'vitest';
import type { ConversationDto, ConversationsDto } from '@portico/common/messaging/conversations';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { clientAndConversation } from '../../test/support/conversation-fixture';

const testApi = useTestApi();

async function secondClient() {
  const ole = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
    groupId: DEMO_GROUPS.north,
    fname: 'Ole',
    lname: 'Second',
  });
  return { ole, asOle: await testApi().asUser(ole.id, ole.firmId) };
}

const clientNames = (c: Pick<ConversationDto, 'client_names'>) => [...c.client_names].sort();

describe('owner changes and conversations', () => {
  it('moves the conversation with the owners: one added joins it, one removed leaves it', async () => {
    const { user, id } = await clientAndConversation(testApi());
    const { ole, asOle } = await secondClient();
    const partner = await testApi().as('partner');

    const added = await partner.post(`companies/${user.companyId}/owners`, {
      user_id: ole.id,
      conversation: 'move',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const joined = await asOle.get(`conversations/${id}`);
    expect(joined.status).toBe(200);
    expect(clientNames(joined.body)).toEqual(['Nora Quill', 'Ole Second']);

    const removed = await partner.delete(`companies/${user.companyId}/owners/${ole.id}`);
    expect(removed.status).toBe(200);
    expect((await asOle.get(`conversations/${id}`)).status).toBe(404);
    expect(clientNames((await partner.get(`conversations/${id}`)).body)).toEqual(['Nora Quill']);
  });

  it('starts a new conversation with the owners and archives the old one', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    const { ole, asOle } = await secondClient();
    const partner = await testApi().as('partner');

    const added = await partner.post(`companies/${user.companyId}/owners`, {
      user_id: ole.id,
      conversation: 'new',
    });
    expect(added.status).toBe(200);
    // The old one is archived: staff who may read archived ones see it read-only; clients do not.
    expect((await partner.get(`conversations/${id}`)).body).toMatchObject({ archived: true });
    expect((await client.get(`conversations/${id}`)).status).toBe(404);
    const tom = await testApi().as('groupNorth');
    const listed = (await tom.get(`conversations?company_id=${user.companyId}`))
      .body as ConversationsDto;
    expect(listed.conversations).toHaveLength(1);
    const fresh = listed.conversations[0]!;
    expect(fresh.id).not.toBe(id);
    expect(clientNames(fresh)).toEqual(['Nora Quill', 'Ole Second']);
    expect((await asOle.get(`conversations/${fresh.id}`)).status).toBe(200);
    // Tom, the old conversation's advisor, is in the new one and can write there.
    const sent = await tom.post(`conversations/${fresh.id}/messages`, { text: 'Welcome, Ole.' });
    expect(sent.status).toBe(201);

    const bad = await partner.delete(
      `companies/${user.companyId}/owners/${ole.id}?conversation=later`,
    );
    expect([bad.status, bad.body.error]).toEqual([400, 'conversation must be move or new']);
  });
});
