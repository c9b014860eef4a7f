// The conversation lists (spec 3 §2 "Conversation list panel", §7 "search"): pages of 100, newest
// message first and those without one last, that cover every conversation once however many tie;
// the filter by the clients' names (a piece of a name, a longer term checked whole); Show Unread;
// both at once, and within one entity.
import { describe, expect, it } from 'vitest';
import type { ConversationsDto } from '@portico/common/messaging/conversations';
import { createFixtureConversation } from '@portico/local-runtime/dev/conversation-fixtures';
import { createFixtureFirm, createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { useTestApi } from '../../test/support/api-harness';

const testApi = useTestApi();

/** A firm of its own with a partner, and a way to add clients with a conversation each. */
async function firmWithPartner() {
  const now = () => testApi().clock.now();
  const firm = await createFixtureFirm(testApi().store, now);
  const partner = await createFixtureUser(testApi().store, now, {
    firmId: firm.id,
    access: 'partner',
  });
  const api = await testApi().asUser(partner.id, firm.id);
  const conversationWith = async (
    client: { id: string; companyId: string | null },
    minutesAgo: number | null,
  ) =>
    (
      await createFixtureConversation(testApi().store, now, {
        firmId: firm.id,
        companyId: client.companyId!,
        clientIds: [client.id],
        advisorIds: [partner.id],
        messages: minutesAgo === null ? [] : [{ text: 'Hello', minutesAgo }],
      })
    ).conversation_id;
  const client = (fname: string, lname: string) =>
    createFixtureUser(testApi().store, now, { firmId: firm.id, fname, lname });
  const list = async (query: string) => {
    const response = await api.get(`conversations${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as ConversationsDto;
  };
  return { api, client, conversationWith, list };
}

describe('conversation lists', () => {
  it('name the entity of each conversation, so one client’s two entities tell apart', async () => {
    const partner = await testApi().as('partner');
    const listed = (await partner.get('conversations')).body as ConversationsDto;
    const grace = listed.conversations.filter((c) => c.client_names.includes('Grace Kim'));
    expect(grace).toHaveLength(2);
    expect(grace.every((c) => c.company_names.length === 1)).toBe(true);
    expect(new Set(grace.map((c) => c.company_names[0])).size).toBe(2);
  });

  it('pages through every conversation once, newest first, those without a message last', async () => {
    const { client, conversationWith, list } = await firmWithPartner();
    const someone = await client('Page', 'Turner');
    const withMessages: string[] = [];
    for (let i = 0; i < 60; i++) withMessages.push(await conversationWith(someone, i + 1));
    const without: string[] = [];
    for (let i = 0; i < 45; i++) without.push(await conversationWith(someone, null));

    const first = await list('');
    expect(first.conversations).toHaveLength(100);
    expect(first.conversations.slice(0, 60).map((c) => c.id)).toEqual(withMessages);
    expect(first.next_after).not.toBeNull();
    const second = await list(`?after=${first.next_after}`);
    expect(second.next_after).toBeNull();
    const seen = [...first.conversations, ...second.conversations].map((c) => c.id);
    expect(seen).toHaveLength(105);
    expect(new Set(seen)).toEqual(new Set([...withMessages, ...without]));
  });

  it('filters by the clients’ names and to the unseen, alone and together', async () => {
    const { api, client, conversationWith, list } = await firmWithPartner();
    const nora = await client('Nora', 'Quill');
    const noah = await client('Noah', 'Quinn');
    const ben = await client('Ben', 'Stone');
    const [noraChat, noahChat, benChat] = [
      await conversationWith(nora, 3),
      await conversationWith(noah, 2),
      await conversationWith(ben, 1),
    ];
    const ids = (dto: ConversationsDto) => dto.conversations.map((c) => c.id);

    expect(ids(await list('?search=qui'))).toEqual([noahChat, noraChat]);
    expect(ids(await list('?search=QUILL'))).toEqual([noraChat]);
    // Longer than a token: found by its start, then checked whole.
    expect(ids(await list(`?search=${encodeURIComponent('nora quill')}`))).toEqual([noraChat]);
    expect(ids(await list(`?search=${encodeURIComponent('nora quinn')}`))).toEqual([]);
    // One character filters nothing.
    expect(ids(await list('?search=q'))).toEqual([benChat, noahChat, noraChat]);

    await api.post(`conversations/${noraChat}/mark_unseen`);
    await api.post(`conversations/${benChat}/mark_unseen`);
    expect(ids(await list('?unread=true'))).toEqual([benChat, noraChat]);
    expect(ids(await list('?unread=true&search=qui'))).toEqual([noraChat]);
    expect(ids(await list(`?company_id=${ben.companyId}&unread=true`))).toEqual([benChat]);
    expect(ids(await list(`?company_id=${ben.companyId}&search=qui`))).toEqual([]);

    // Seen again, it leaves Show Unread.
    await api.post(`conversations/${benChat}/mark_seen`);
    expect(ids(await list('?unread=true'))).toEqual([noraChat]);
  });
});
