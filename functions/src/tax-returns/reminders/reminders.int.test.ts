// Reminders of a sent return (issue 44; spec 3 §2 "Send reminder", §4 the reminder toggle): the job
// reminds the signers after the firm's cadence while something is missing, once per due date, and
// never while reminders are off or once the return is finished; staff send one now, which is
// refused when nothing is missing. Each reminder is mailed, recorded on the return and logged.
import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES as SAY } from '@portico/common/tax-returns/reminders';
import { ACTION_MESSAGES } from '@portico/common/tax-returns/return-actions';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { lastMessage } from '../../../test/support/sign-in-helpers';
import { readyReturn, sentReturn } from '../../../test/support/tax-returns';
import { sendDueTaxReturnReminders } from './reminders.jobs';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const olivia = DEMO_COMPANIES.olivia.id;
const oliviaId = DEMO_USERS.clientOneEntity.id;
const DAY = 86_400_000;
const as = async (role: Parameters<ReturnType<typeof testApi>['tokenFor']>[0]) =>
  testApi().as(role);

const PAGES = ['Form 1040', 'Form 8879'];
const CLASSIFIED = {
  signer_ids: [oliviaId],
  e_sign_forms: [{ form_id: '8879', pages: [2], signatures: [{ signer_id: oliviaId }] }],
  payment_vouchers: [{ voucher_id: '1040-V', amount: 310, is_due_asap: true }],
};

const sent = () => sentReturn(testApi(), http, olivia, PAGES, CLASSIFIED);
const run = () => sendDueTaxReturnReminders({ ...testApi().deps, portalUrl: 'http://portal.test' });
const remindedAt = async (id: string) =>
  (await (await as('partner')).get(`tax_returns/${id}`)).body.last_reminder_sent_at as
    string | null;
/** The firm's cadence (a week by default) and a day. */
const pastNextReminder = () => testApi().clock.advance(8 * DAY);

describe('the reminder job', () => {
  it('reminds the signers on the firm’s cadence while something is missing', async () => {
    const id = await sent();
    const partner = await as('partner');
    await run();
    expect(await remindedAt(id)).toBeNull();

    pastNextReminder();
    await run();
    const first = await remindedAt(id);
    expect(first).toBe(testApi().clock.now().toISOString());
    const mail = await lastMessage(testApi(), 'olivia.martinez@example.com', 'mail');
    expect(mail.subject).toBe('Reminder: your 2025 tax return is waiting for you');
    expect(mail.text).toContain('still waiting for 1 signature and 1 payment');
    expect(mail.text).toContain(`http://portal.test/tax-return-delivery/${id}`);
    // Once per due date: a second run reminds of nothing.
    await run();
    expect(await remindedAt(id)).toBe(first);

    // Off: nothing; on again: after the cadence.
    await partner.patch(`tax_returns/${id}`, { reminder_disabled: true });
    pastNextReminder();
    await run();
    expect(await remindedAt(id)).toBe(first);
    await partner.patch(`tax_returns/${id}`, { reminder_disabled: false });
    await run();
    expect(await remindedAt(id)).toBe(first);
    pastNextReminder();
    await run();
    const second = await remindedAt(id);
    expect(second).not.toBe(first);

    // Finished: never again.
    await partner.patch(`tax_returns/${id}`, { status: 'finished' });
    pastNextReminder();
    await run();
    expect(await remindedAt(id)).toBe(second);
    const logged = await partner.get(`v2/activity_logs?company_id=${olivia}&type_id=5`);
    expect(JSON.stringify(logged.body)).toContain(SAY.sent);
  });
});

describe('Send reminder', () => {
  it('reminds now, and only when something is missing', async () => {
    const id = await sent();
    const partner = await as('partner');
    const now = await partner.post(`tax_returns/${id}/send_reminders`, { companyId: olivia });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(now.body.last_reminder_sent_at).toBe(testApi().clock.now().toISOString());

    const delivered = (await partner.get(`tax_returns/${id}/delivery`)).body;
    await partner.patch(`tax_returns/${id}`, {
      e_sign_forms: [
        {
          id: delivered.e_sign_forms[0].id,
          signatures: [{ signer_id: oliviaId, isMarkedSigned: true }],
        },
      ],
      payment_vouchers: [{ id: delivered.payment_vouchers[0].id, is_paid: true }],
    });
    const nothing = await partner.post(`tax_returns/${id}/send_reminders`, {});
    expect([nothing.status, nothing.body.error]).toEqual([409, SAY.nothingMissing]);

    const ready = await readyReturn(testApi(), http, olivia, PAGES);
    const early = await partner.post(`tax_returns/${ready}/send_reminders`, {});
    expect([early.status, early.body.error]).toEqual([409, ACTION_MESSAGES.notDelivered]);
    expect(
      (await (await as('clientOneEntity')).post(`tax_returns/${id}/send_reminders`)).status,
    ).toBe(403);
  });
});
