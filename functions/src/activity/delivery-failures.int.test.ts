// Mail and SMS as the delivery extensions read them ("Trigger Email from Firestore": `to`,
// `message`; "Send Messages with Twilio": `to` in E.164, `body`), header text on one line, and a
// delivery the extension reports as ERROR told once in the entity's activity.
import { describe, expect, it } from 'vitest';
import type { ActivityLogsDto } from '@portico/common/activity/activity-logs';
import { DEMO_COMPANIES, DEMO_TEMPLATES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { reportFailedDeliveries } from './delivery-failures.jobs';

const testApi = useTestApi();
const FIRM = DEMO_USERS.partner.firmId;
const olivia = { firmId: FIRM, entityId: DEMO_COMPANIES.olivia.id };

const stored = async (kind: 'mail' | 'sms', id: string) =>
  (await testApi().store.collection(kind).doc(id).get()).data()!;

/** What the extension writes back when the provider refuses a message. */
const failDelivery = (kind: 'mail' | 'sms', id: string, failure: Record<string, unknown>) =>
  testApi()
    .store.collection(kind)
    .doc(id)
    .update({ delivery: { state: 'ERROR', attempts: 3, ...failure } });

const activityOf = async (entityId: string) => {
  const res = await (await testApi().as('partner')).get(`v2/activity_logs?company_id=${entityId}`);
  expect(res.status).toBe(200);
  return (res.body as ActivityLogsDto).activities;
};

describe('the outbox', () => {
  it('writes mail and SMS in the extensions’ schemas, one line where a header or a text is', async () => {
    const { outbox } = testApi().deps;
    await outbox.sendMail({
      to: 'drop@example.com',
      subject: 'From x\r\nBcc: victim@example.com',
      text: 'Line one\nLine two',
      html: '<p>Hi</p>',
      replyTo: 'advisor@example.com',
      about: olivia,
    });
    await outbox.sendSms({ to: '5035550142', text: 'Your code:\r\n123456', about: olivia });
    const latest = await outbox.latest(20);
    const mail = latest.find((m) => m.to === 'drop@example.com');
    const sms = latest.find((m) => m.to === '+15035550142');
    expect(await stored('mail', mail!.id)).toMatchObject({
      to: 'drop@example.com',
      message: { subject: 'From x Bcc: victim@example.com', text: 'Line one\nLine two' },
      replyTo: 'advisor@example.com',
      firm_id: FIRM,
      entity_id: olivia.entityId,
    });
    expect(await stored('sms', sms!.id)).toMatchObject({
      to: '+15035550142',
      body: 'Your code: 123456',
    });
    expect(mail!.delivery).toEqual({ state: 'PENDING', error: null });
  });
});

describe('a delivery that fails', () => {
  it('is told once in the activity of the entity it was about, mail and text alike', async () => {
    const sent = await (
      await testApi().as('partner')
    ).post('questionnaires/send_template', {
      questionnaire_template_id: DEMO_TEMPLATES.individual.id,
      company_ids: [olivia.entityId],
      tax_year: 2025,
      due_date: '2026-04-15',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { outbox } = testApi().deps;
    const mail = (await outbox.latest(50)).find(
      (m) => m.kind === 'mail' && m.to === DEMO_USERS.clientOneEntity.email,
    )!;
    await outbox.sendSms({ to: '5035550199', text: 'A reminder', about: olivia });
    const sms = (await outbox.latest(5)).find((m) => m.kind === 'sms' && m.to === '+15035550199')!;

    await failDelivery('mail', mail.id, { error: '550 5.1.1 Recipient address rejected' });
    // Twilio's extension names its failure errorMessage.
    await failDelivery('sms', sms.id, { errorCode: 21211, errorMessage: 'Invalid To number' });
    expect((await outbox.latest(50)).find((m) => m.id === mail.id)!.delivery).toEqual({
      state: 'ERROR',
      error: '550 5.1.1 Recipient address rejected',
    });

    expect(await reportFailedDeliveries(testApi().deps)).toBe(2);
    expect(await reportFailedDeliveries(testApi().deps)).toBe(0);
    const told = (await activityOf(olivia.entityId)).filter((a) => a.title.endsWith('delivered'));
    expect(told.map((a) => [a.title, a.description]).sort()).toEqual([
      [
        'Mail not delivered',
        `Mail to ${DEMO_USERS.clientOneEntity.email} could not be delivered: 550 5.1.1 Recipient address rejected`,
      ],
      ['Text not delivered', 'Text to +15035550199 could not be delivered: Invalid To number'],
    ]);
  });

  it('about no entity (a sign-in code) is marked told without a line in any activity', async () => {
    const { outbox } = testApi().deps;
    await outbox.sendMail({ to: 'nobody@example.com', subject: 'Your code', text: '123456' });
    const mail = (await outbox.latest(5)).find((m) => m.to === 'nobody@example.com')!;
    await failDelivery('mail', mail.id, { error: 'Mailbox unavailable' });
    const before = (await activityOf(olivia.entityId)).length;
    expect(await reportFailedDeliveries(testApi().deps)).toBe(1);
    expect(await stored('mail', mail.id)).toMatchObject({ failure_noted: true });
    expect(await activityOf(olivia.entityId)).toHaveLength(before);
  });
});
