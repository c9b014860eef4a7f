// Scheduled messages (spec 3 §4, §5, §6) on a controlled clock: staff's only; a time in the past
// is refused ('Please select a date in the future'); until its time only the author sees the message, and nobody's
// unseen count moves; it may be moved or cancelled; the delivery job sends it at its time, dated
// then, as the conversation's last message, unseen by the others and signalled to every member.
import { describe, expect, it } from 'vitest';
import type {
  ConversationDto,
  ConversationsDto,
  MessageDto,
} from '@portico/common/messaging/conversations';
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { clientAndConversation, signalOf } from '../../test/support/conversation-fixture';
import { deliverDueMessages } from './scheduled-messages.jobs';

const testApi = useTestApi();
const HOUR_MS = 60 * 60 * 1000;

const deliver = () => deliverDueMessages({ db: testApi().store, clock: testApi().clock });
const texts = (c: ConversationDto) => c.messages.map((m) => m.text);

describe('scheduled messages', () => {
  it('wait unseen by others until their time, then arrive as any message does', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    const at = (hours: number) => new Date(testApi().clock.now().getTime() + hours * HOUR_MS);

    // Spec 3 §6: clients cannot schedule.
    const byClient = await client.post(`conversations/${id}/messages`, {
      text: 'Later',
      scheduled_time: at(2).toISOString(),
    });
    expect(byClient.status).toBe(403);
    expect(byClient.body.error).toBe('Only firm users can schedule messages');

    const past = await tom.post(`conversations/${id}/messages`, {
      text: 'Too late',
      scheduled_time: at(-1).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('Please select a date in the future');

    const tomorrow = at(20);
    const scheduled = await tom.post(`conversations/${id}/messages`, {
      text: 'A reminder: your organizer is due Friday.',
      scheduled_time: tomorrow.toISOString(),
    });
    expect(scheduled.status).toBe(201);
    const message = scheduled.body as MessageDto;
    expect(message.scheduled_time).toBe(tomorrow.toISOString());

    // Tom sees it waiting; Nora does not, and nothing is unseen yet.
    expect(texts((await tom.get(`conversations/${id}`)).body as ConversationDto)).toContain(
      'A reminder: your organizer is due Friday.',
    );
    expect(texts((await client.get(`conversations/${id}`)).body as ConversationDto)).toEqual([
      'Your organizer is ready.',
    ]);
    expect(await signalOf(testApi(), user.id)).toEqual({
      unseen_messages: 0,
      message_at: null,
      notification_at: null,
    });

    // Moving it: not into the past; two hours later than planned is fine.
    const path = `conversations/${id}/messages/${message.id}/scheduled_time`;
    const backwards = await tom.patch(path, { scheduled_time: at(-2).toISOString() });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe('Please select a date in the future');
    const later = at(22);
    const moved = await tom.patch(path, { scheduled_time: later.toISOString() });
    expect(moved.status).toBe(200);
    expect(moved.body.scheduled_time).toBe(later.toISOString());

    // At the first planned time nothing is due any more; at the new time it is sent.
    testApi().clock.set(tomorrow);
    expect(await deliver()).toBe(0);
    testApi().clock.set(new Date(later.getTime() + 30_000));
    expect(await deliver()).toBe(1);
    expect(await deliver()).toBe(0);

    const forNora = (await client.get(`conversations/${id}`)).body as ConversationDto;
    expect(texts(forNora)).toEqual([
      'Your organizer is ready.',
      'A reminder: your organizer is due Friday.',
    ]);
    expect(forNora.messages[1]).toMatchObject({
      created_at: later.toISOString(),
      scheduled_time: null,
    });
    const inbox = (await client.get(`conversations?company_id=${user.companyId}`))
      .body as ConversationsDto;
    expect(inbox.conversations[0]).toMatchObject({
      unseen_messages: 1,
      last_message: { text: 'A reminder: your organizer is due Friday.' },
    });
    expect(await signalOf(testApi(), user.id)).toEqual({
      unseen_messages: 1,
      message_at: later.toISOString(),
      notification_at: null,
    });
    // Its author's screen hears of the delivery; their own count does not move.
    const forTom = await signalOf(testApi(), DEMO_USERS.groupNorth.id);
    expect(forTom.message_at).toBe(later.toISOString());
    expect(forTom.unseen_messages).toBe(0);
    // Once sent, it has no time to move.
    const sentAlready = await tom.patch(path, { scheduled_time: at(30).toISOString() });
    expect(sentAlready.status).toBe(409);
  });

  it('a cancelled scheduled message is gone, and the job sends nothing', async () => {
    const { id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    const when = new Date(testApi().clock.now().getTime() + HOUR_MS);
    const message = (
      await tom.post(`conversations/${id}/messages`, {
        text: 'Never mind',
        scheduled_time: when.toISOString(),
      })
    ).body as MessageDto;
    // Another member cannot even find it while it waits.
    expect((await client.delete(`conversations/${id}/messages/${message.id}`)).status).toBe(404);
    expect((await tom.delete(`conversations/${id}/messages/${message.id}`)).status).toBe(200);
    testApi().clock.set(new Date(when.getTime() + 60_000));
    expect(await deliver()).toBe(0);
    expect(texts((await tom.get(`conversations/${id}`)).body as ConversationDto)).toEqual([
      'Your organizer is ready.',
    ]);
  });
});
