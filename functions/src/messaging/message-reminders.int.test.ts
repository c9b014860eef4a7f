// Auto-remind on a controlled clock (spec 3 §2, §7): a staff message sent with it reminds the
// client by mail every 3 days — not before — until the client writes back; without a reply it
// stops after a month; clients cannot set it.
import { describe, expect, it } from 'vitest';
import type { MessageDto } from '@portico/common/messaging/conversations';
import { outboxRepo } from '../platform/outbox/outbox.repo';
import { useTestApi } from '../../test/support/api-harness';
import { clientAndConversation } from '../../test/support/conversation-fixture';
import { sendDueReminders } from './message-reminders.jobs';

const testApi = useTestApi();
const DAY_MS = 24 * 60 * 60 * 1000;

const remind = () => sendDueReminders({ ...testApi().deps, portalUrl: 'https://p.example' });
const remindersTo = async (to: string) =>
  (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(200)).filter(
    (item) =>
      item.kind === 'mail' &&
      item.to === to &&
      item.subject?.endsWith('a reminder about a message'),
  );

describe('auto-remind', () => {
  it('reminds the client every 3 days until they reply', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    const sent = await tom.post(`conversations/${id}/messages`, {
      text: 'Please upload your 1099-B.',
      auto_remind: true,
    });
    expect(sent.status).toBe(201);
    expect((sent.body as MessageDto).reminding).toBe(true);

    testApi().clock.advance(2 * DAY_MS);
    expect(await remind()).toBe(0);
    testApi().clock.advance(1 * DAY_MS + 60_000);
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    const [first] = await remindersTo(user.email);
    expect(first!.subject).toBe('Harborview Tax & Advisory: a reminder about a message');
    expect(first!.text).toContain('Harborview Tax & Advisory Team is waiting for your reply');
    expect(first!.text).not.toContain('1099-B');

    testApi().clock.advance(3 * DAY_MS);
    expect(await remind()).toBe(1);
    expect(await remindersTo(user.email)).toHaveLength(2);

    // She writes back: no more reminders.
    await client.post(`conversations/${id}/messages`, { text: 'Uploaded it.' });
    testApi().clock.advance(3 * DAY_MS);
    expect(await remind()).toBe(0);
    expect(await remindersTo(user.email)).toHaveLength(2);
    const refused = await client.post(`conversations/${id}/messages`, {
      text: 'Remind me',
      auto_remind: true,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Only firm users can set reminders');
  });

  it('stops after a month without a reply', async () => {
    const { user, id } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    await tom.post(`conversations/${id}/messages`, { text: 'Any news?', auto_remind: true });
    let reminded = 0;
    for (let day = 1; day <= 40; day++) {
      testApi().clock.advance(DAY_MS);
      reminded += await remind();
    }
    // Days 3, 6, … 30: ten reminders, then none.
    expect(reminded).toBe(10);
    expect(await remindersTo(user.email)).toHaveLength(10);
  });
});
