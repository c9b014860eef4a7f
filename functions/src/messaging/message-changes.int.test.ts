// What members do after writing (spec 3 §4, §5): edit their own message ('Please enter a message'
// when blank; nobody else's; the others' screens hear of it), delete or unsend it (its text becomes 'This message was deleted',
// also in the list's preview), mark a conversation unseen (the badge follows) and, for an advisor
// who reads a conversation without being in it, join it; an AI reply draft without a model.
import { describe, expect, it } from 'vitest';
import type {
  ConversationDto,
  ConversationsDto,
  MessageDto,
} from '@portico/common/messaging/conversations';
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { clientAndConversation, signalOf } from '../../test/support/conversation-fixture';

const testApi = useTestApi();

describe('changing messages and conversations', () => {
  it('an author edits and deletes their own message; nobody else may', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    const mine = (await client.post(`conversations/${id}/messages`, { text: 'My W-2 is in.' }))
      .body as MessageDto;

    const blank = await client.patch(`conversations/${id}/messages/${mine.id}`, { text: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Please enter a message');
    const notHis = await tom.patch(`conversations/${id}/messages/${mine.id}`, { text: 'Changed' });
    expect(notHis.status).toBe(403);
    expect(notHis.body.error).toBe('Only its author can change this message');
    expect((await tom.delete(`conversations/${id}/messages/${mine.id}`)).status).toBe(403);
    const missing = await client.patch(`conversations/${id}/messages/nothing-here`, { text: 'x' });
    expect(missing.status).toBe(404);

    testApi().clock.advance(60_000);
    const edited = await client.patch(`conversations/${id}/messages/${mine.id}`, {
      text: 'My W-2 and 1099 are in.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ text: 'My W-2 and 1099 are in.', is_edited: true });
    // Tom's open screen hears of the change.
    expect((await signalOf(testApi(), DEMO_USERS.groupNorth.id)).message_at).toBe(
      testApi().clock.now().toISOString(),
    );
    const listed = async () =>
      ((await tom.get(`conversations?company_id=${user.companyId}`)).body as ConversationsDto)
        .conversations[0]!;
    expect((await listed()).last_message?.text).toBe('My W-2 and 1099 are in.');

    const deleted = await client.delete(`conversations/${id}/messages/${mine.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ text: 'This message was deleted', is_deleted: true });
    expect((await listed()).last_message?.text).toBe('This message was deleted');
    // Deleting again changes nothing; a deleted message cannot be edited back.
    expect((await client.delete(`conversations/${id}/messages/${mine.id}`)).status).toBe(200);
    const revived = await client.patch(`conversations/${id}/messages/${mine.id}`, { text: 'Back' });
    expect(revived.status).toBe(409);

    const opened = (await tom.get(`conversations/${id}`)).body as ConversationDto;
    expect(opened.messages.map((m) => [m.text, m.is_deleted])).toEqual([
      ['Your organizer is ready.', false],
      ['This message was deleted', true],
    ]);
  });

  it('marking a conversation unseen counts it in the badge again, until it is opened', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    expect((await signalOf(testApi(), user.id)).unseen_messages).toBe(0);
    const unseen = await client.post(`conversations/${id}/mark_unseen`);
    expect(unseen.status).toBe(200);
    expect((await signalOf(testApi(), user.id)).unseen_messages).toBe(1);
    const inbox = (await client.get(`conversations?company_id=${user.companyId}`))
      .body as ConversationsDto;
    expect(inbox.conversations[0]).toMatchObject({ id, unseen_messages: 1 });
    // Twice is still one conversation in the badge.
    await client.post(`conversations/${id}/mark_unseen`);
    expect((await signalOf(testApi(), user.id)).unseen_messages).toBe(1);
    await client.post(`conversations/${id}/mark_seen`);
    expect((await signalOf(testApi(), user.id)).unseen_messages).toBe(0);
  });

  it('an advisor who reads a conversation joins it and may then write; a client may not join', async () => {
    const { id, client } = await clientAndConversation(testApi());
    const partner = await testApi().as('partner');
    const before = (await partner.get(`conversations/${id}`)).body as ConversationDto;
    expect(before.is_member).toBe(false);

    const joined = await partner.post(`conversations/${id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id, is_member: true });
    expect(joined.body.advisor_ids).toEqual([DEMO_USERS.groupNorth.id, DEMO_USERS.partner.id]);
    // Joining twice keeps one place.
    const again = await partner.post(`conversations/${id}/join`);
    expect(again.body.advisor_ids).toHaveLength(2);
    const sent = await partner.post(`conversations/${id}/messages`, { text: 'Welcome aboard.' });
    expect(sent.status).toBe(201);

    expect((await client.post(`conversations/${id}/join`)).status).toBe(403);
    // South Office's advisor does not see the entity: not found.
    const south = await testApi().as('groupSouth');
    expect((await south.post(`conversations/${id}/join`)).status).toBe(404);
  });

  it('an AI reply draft is refused clearly while no model is configured', async () => {
    const { id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    const draft = await tom.post(`conversations/${id}/reply_draft`);
    expect(draft.status).toBe(503);
    expect(draft.body).toEqual({ error: 'Reply drafting is not configured for this portal' });
    expect((await client.post(`conversations/${id}/reply_draft`)).status).toBe(403);
  });
});
