// Conversations and messages (spec 3 "Messaging"): a client's inbox of one entity, a conversation
// opened with its messages (firm messages read as '{firm} Team' by clients), sending and replying,
// the unseen counts and the badge (the signal) moved in the same write, marking seen, and the
// refusals: an empty message, a client's tag, a reply to a reply, a non-member advisor, another
// client reading by id.
import { describe, expect, it } from 'vitest';
import type { ConversationDto, ConversationsDto } from '@portico/common/messaging/conversations';
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { clientAndConversation, signalOf } from '../../test/support/conversation-fixture';

const testApi = useTestApi();

/** A user's badge: how many conversations hold messages they have not seen. */
const badge = (uid: string) => signalOf(testApi(), uid);

describe('conversations and messages', () => {
  it('a client writes to their advisor, who sees it unseen until they open it', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');

    const inbox = await client.get(`conversations?company_id=${user.companyId}`);
    expect(inbox.status).toBe(200);
    const listed = (inbox.body as ConversationsDto).conversations;
    expect(listed.map((c) => [c.id, c.last_message?.text, c.unseen_messages, c.is_member])).toEqual(
      [[id, 'Your organizer is ready.', 0, true]],
    );
    const opened = await client.get(`conversations/${id}`);
    expect(opened.status).toBe(200);
    expect((opened.body as ConversationDto).messages.map((m) => m.user_name)).toEqual([
      'Harborview Tax & Advisory Team',
    ]);

    const long = `Thanks! ${'A question about my W-2 and the 1099-INT. '.repeat(3)}`;
    const sent = await client.post(`conversations/${id}/messages`, { text: `  ${long}  ` });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ text: long.trim(), user_id: user.id, tag: 'general' });

    // Tom's list and badge show it at once; Olivia's own count stays at nothing.
    const forTom = (await tom.get(`conversations?company_id=${user.companyId}`))
      .body as ConversationsDto;
    expect(forTom.conversations[0]).toMatchObject({ id, unseen_messages: 1 });
    expect(forTom.conversations[0]!.last_message!.text).toBe(`${long.trim().slice(0, 48)}…`);
    expect(await badge(DEMO_USERS.groupNorth.id)).toEqual({
      unseen_messages: 1,
      message_at: sent.body.created_at,
      notification_at: null,
    });
    expect((await badge(user.id)).unseen_messages).toBe(0);

    // A minute later, a reply in the thread of Tom's message; staff read the author's own name.
    testApi().clock.advance(60_000);
    const first = (opened.body as ConversationDto).messages[0]!;
    const reply = await tom.post(`conversations/${id}/messages`, {
      text: 'Yes, both please.',
      message_thread_id: first.id,
    });
    expect(reply.status).toBe(201);
    const thread = (await tom.get(`conversations/${id}`)).body as ConversationDto;
    expect(thread.messages.map((m) => [m.user_name, m.message_thread_id])).toEqual([
      ['Tom Becker', null],
      ['Nora Quill', null],
      ['Tom Becker', first.id],
    ]);
    // His own reply marked everything seen for him; the client now has one unseen.
    expect((await badge(DEMO_USERS.groupNorth.id)).unseen_messages).toBe(0);
    expect((await badge(user.id)).unseen_messages).toBe(1);
    const seen = await client.post(`conversations/${id}/mark_seen`);
    expect(seen.status).toBe(200);
    expect((await badge(user.id)).unseen_messages).toBe(0);
    const after = (await client.get(`conversations?company_id=${user.companyId}`))
      .body as ConversationsDto;
    expect(after.conversations[0]!.unseen_messages).toBe(0);
  });

  it('refuses an empty message, a client’s tag, a reply to a reply, a non-member and a stranger', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    const empty = await client.post(`conversations/${id}/messages`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please enter a message');
    const tagged = await client.post(`conversations/${id}/messages`, {
      text: 'Urgent!',
      tag: 'urgent',
    });
    expect(tagged.status).toBe(403);

    const tom = await testApi().as('groupNorth');
    const top = (await tom.post(`conversations/${id}/messages`, { text: 'Top', tag: 'urgent' }))
      .body as { id: string; tag: string };
    expect(top.tag).toBe('urgent');
    const reply = (
      await tom.post(`conversations/${id}/messages`, { text: 'Reply', message_thread_id: top.id })
    ).body as { id: string };
    const nested = await tom.post(`conversations/${id}/messages`, {
      text: 'Nested',
      message_thread_id: reply.id,
    });
    expect(nested.status).toBe(404);

    // The partner may read it (they see the entity) but is not in it.
    const partner = await testApi().as('partner');
    expect((await partner.get(`conversations/${id}`)).status).toBe(200);
    const outsider = await partner.post(`conversations/${id}/messages`, { text: 'Hello' });
    expect(outsider.status).toBe(403);
    expect(outsider.body.error).toBe('You are not in this conversation.');

    // Another client, even by id, and South Office's advisor: not found.
    const other = await testApi().as('clientOneEntity');
    expect((await other.get(`conversations/${id}`)).status).toBe(404);
    expect((await other.post(`conversations/${id}/messages`, { text: 'Hi' })).status).toBe(404);
    expect((await (await testApi().as('groupSouth')).get(`conversations/${id}`)).status).toBe(404);
    // A client's list names one of their own entities.
    expect((await client.get('conversations')).status).toBe(403);
    expect((await other.get(`conversations?company_id=${user.companyId}`)).status).toBe(404);
  });
});
