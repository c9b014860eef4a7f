// A conversation's pages (spec 3 §9: 500 top-level messages a page, Previous and Latest 500): the
// latest page, then the ones before it, each with the replies to its messages — even a reply
// written long after its message — and no message on two pages.
import { describe, expect, it } from 'vitest';
import type { ConversationDto } from '@portico/common/messaging/conversations';
import { createFixtureConversation } from '@portico/local-runtime/dev/conversation-fixtures';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';

const testApi = useTestApi();

describe('conversation pages', () => {
  it('pages back 500 top-level messages at a time, each with its replies', async () => {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const { conversation_id: id } = await createFixtureConversation(testApi().store, now, {
      companyId: user.companyId!,
      clientIds: [user.id],
      advisorIds: [DEMO_USERS.groupNorth.id],
      messages: Array.from({ length: 1_050 }, (_, i) => ({
        text: `Message ${i}`,
        minutesAgo: 2_000 - i,
      })),
    });
    const tom = await testApi().as('groupNorth');
    const open = async (query = '') => {
      const response = await tom.get(`conversations/${id}${query}`);
      expect(response.status).toBe(200);
      return response.body as ConversationDto;
    };
    // A late reply to Message 100, which sits on the second page.
    const second = await open(`?before=msg-551`);
    const parent = second.messages.find((m) => m.text === 'Message 100')!;
    await tom.post(`conversations/${id}/messages`, {
      text: 'Reply to 100',
      message_thread_id: parent.id,
    });

    const latest = await open();
    const tops = (page: ConversationDto) =>
      page.messages.filter((m) => m.message_thread_id === null).map((m) => m.text);
    expect(tops(latest)).toHaveLength(500);
    expect(tops(latest)[0]).toBe('Message 550');
    expect(latest.has_earlier).toBe(true);
    expect(latest.messages.map((m) => m.text)).not.toContain('Reply to 100');

    const oldestShown = latest.messages.find((m) => m.text === 'Message 550')!;
    const previous = await open(`?before=${oldestShown.id}`);
    expect(tops(previous)).toHaveLength(500);
    expect(tops(previous)[0]).toBe('Message 50');
    expect(tops(previous).at(-1)).toBe('Message 549');
    expect(previous.has_earlier).toBe(true);
    const texts = previous.messages.map((m) => m.text);
    expect(texts.indexOf('Reply to 100')).toBeGreaterThan(texts.indexOf('Message 100'));

    const first = previous.messages.find((m) => m.text === 'Message 50')!;
    const earliest = await open(`?before=${first.id}`);
    expect(tops(earliest)).toEqual(Array.from({ length: 50 }, (_, i) => `Message ${i}`));
    expect(earliest.has_earlier).toBe(false);
    expect((await tom.get(`conversations/${id}?before=no-such-message`)).body.messages).toEqual([]);
  });
});
