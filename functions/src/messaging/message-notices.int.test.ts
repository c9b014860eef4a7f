// Mail notices of new messages on a controlled clock: 30 seconds after a message is sent, each
// other member is told by mail — a client as from '{firm} Team' with a link to their inbox, staff
// by the author's name with a link to Messages — and never with the message's text; an unsent
// message tells nobody; each message is told of once.
import { describe, expect, it } from 'vitest';
import type { MessageDto } from '@portico/common/messaging/conversations';
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { entitiesRepo } from '../people/people.module';
import { outboxRepo } from '../platform/outbox/outbox.repo';
import { useTestApi } from '../../test/support/api-harness';
import { clientAndConversation } from '../../test/support/conversation-fixture';
import { sendDueMessageNotices } from './message-notices.jobs';

const testApi = useTestApi();

const tell = () =>
  sendDueMessageNotices({ ...testApi().deps, portalUrl: 'https://portal.example' });
const mailTo = async (to: string) =>
  (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(200)).filter(
    (item) => item.kind === 'mail' && item.to === to,
  );

describe('notices of new messages', () => {
  it('tells the other members 30 seconds later, by mail, without the message', async () => {
    const { user, id, client } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    const entity = (await entitiesRepo(testApi().store).get(user.firmId, user.companyId!))!;

    await tom.post(`conversations/${id}/messages`, { text: 'Your refund is $1,250.' });
    testApi().clock.advance(10_000);
    expect(await tell()).toBe(0);
    expect(await mailTo(user.email)).toEqual([]);
    testApi().clock.advance(21_000);
    expect(await tell()).toBe(1);
    expect(await tell()).toBe(0);
    const [toNora, ...more] = await mailTo(user.email);
    expect(more).toEqual([]);
    expect(toNora!.subject).toBe('Harborview Tax & Advisory: you have a new message');
    expect(toNora!.text).toContain('Harborview Tax & Advisory Team sent you a message.');
    expect(toNora!.text).toContain(`https://portal.example/inbox/${entity.hashId}/${id}`);
    expect(toNora!.text).not.toContain('$1,250');
    expect(await mailTo(DEMO_USERS.groupNorth.email)).toEqual([]);

    // Her reply tells Tom, by her name, with a link to his Messages.
    testApi().clock.advance(60_000);
    await client.post(`conversations/${id}/messages`, { text: 'Thank you!' });
    testApi().clock.advance(31_000);
    expect(await tell()).toBe(1);
    const [toTom] = await mailTo(DEMO_USERS.groupNorth.email);
    expect(toTom!.subject).toBe('New message from Nora Quill');
    expect(toTom!.text).toContain('in the conversation with Nora Quill');
    expect(toTom!.text).toContain(`https://portal.example/messages?conversationId=${id}`);
  });

  it('an unsent message tells nobody', async () => {
    const { user, id } = await clientAndConversation(testApi());
    const tom = await testApi().as('groupNorth');
    const sent = (await tom.post(`conversations/${id}/messages`, { text: 'Wrong client' }))
      .body as MessageDto;
    testApi().clock.advance(5_000);
    expect((await tom.delete(`conversations/${id}/messages/${sent.id}`)).status).toBe(200);
    testApi().clock.advance(60_000);
    expect(await tell()).toBe(0);
    expect(await mailTo(user.email)).toEqual([]);
  });
});
