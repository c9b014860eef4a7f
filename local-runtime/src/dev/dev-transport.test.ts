// The dev transport writes back each new message's delivery as the extensions do: SUCCESS, or
// ERROR for a `.invalid` address; a message is taken once, however often it looks.
import { afterAll, describe, expect, it } from 'vitest';
import { outboxRepo } from '@portico/functions/platform/outbox/outbox.repo';
import { openLocalStore } from '../store/local-store';
import { deliverNewMessages, UNREACHABLE_DOMAIN } from './dev-transport';

const store = await openLocalStore();
afterAll(() => store.close());

describe('the dev transport', () => {
  it('delivers mail and texts, fails a .invalid address, and takes each once', async () => {
    let now = new Date('2026-12-04T10:00:00Z');
    const outbox = outboxRepo(store, () => now);
    await outbox.sendMail({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' });
    await outbox.sendMail({ to: 'gone@bounce.invalid', subject: 'Hello', text: 'Hi' });
    await outbox.sendSms({ to: '5035550142', text: 'Code 123456' });
    const since = { mail: new Date(0), sms: new Date(0) };
    expect(await deliverNewMessages(outbox, since)).toBe(3);
    expect(await deliverNewMessages(outbox, since)).toBe(0);
    now = new Date('2026-12-04T10:00:05Z');
    await outbox.sendMail({ to: 'bo@example.com', subject: 'Later', text: 'Hi' });
    expect(await deliverNewMessages(outbox, since)).toBe(1);

    const states = Object.fromEntries(
      (await outbox.latest(10)).map((m) => [m.to, m.delivery] as const),
    );
    expect(states).toEqual({
      'ada@example.com': { state: 'SUCCESS', error: null },
      'bo@example.com': { state: 'SUCCESS', error: null },
      'gone@bounce.invalid': { state: 'ERROR', error: UNREACHABLE_DOMAIN },
      '+15035550142': { state: 'SUCCESS', error: null },
    });
  });
});
