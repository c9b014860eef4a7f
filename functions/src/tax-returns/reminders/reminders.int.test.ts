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
import { VOUCHER_REMINDER_LOG } from '@portico/common/tax-returns/voucher-reminders';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { sendDueTaxReturnReminders, sendDueVoucherReminders } from './reminders.jobs';

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

describe('voucher due-date reminders', () => {
  const dated = {
    ...CLASSIFIED,
    payment_vouchers: [
      { voucher_id: '1040-V', amount: 310, is_due_asap: true },
      { voucher_id: '1040-ES-1', amount: 1250, is_due_asap: false, due_date: '2026-04-15' },
      { voucher_id: '1040-ES-2', amount: 1250, is_due_asap: false, due_date: '2026-06-15' },
      { voucher_id: '1040-ES-3', amount: 1250, is_due_asap: false, due_date: '2026-09-15' },
    ],
  };
  const runVouchers = () =>
    sendDueVoucherReminders({ ...testApi().deps, portalUrl: 'http://portal.test' });
  const moveTo = (isoDay: string) =>
    testApi().clock.advance(Date.parse(`${isoDay}T10:00:00Z`) - testApi().clock.now().getTime());
  const vouchersOf = async (id: string) =>
    (await (await as('partner')).get(`tax_returns/${id}/delivery`)).body.payment_vouchers as {
      id: string;
      voucher_id: string;
      due_reminded_at: string | null | undefined;
    }[];
  const mailsTo = async (email: string) =>
    (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(200)).filter(
      (item) =>
        item.kind === 'mail' && item.to === email && (item.subject ?? '').includes('is due'),
    );

  it('tells the signers a week before each due date, once, and never of one paid, said paid or with reminders off', async () => {
    const id = await sentReturn(testApi(), http, olivia, PAGES, dated);
    const olivias = 'olivia.martinez@example.com';
    expect(await runVouchers()).toBe(0);

    // Eight days before April 15: not yet. Seven: the first estimate, once.
    moveTo('2026-04-07');
    expect(await runVouchers()).toBe(0);
    moveTo('2026-04-08');
    expect(await runVouchers()).toBe(1);
    expect(await runVouchers()).toBe(0);
    const [mail] = await mailsTo(olivias);
    expect(mail?.subject).toBe(
      'Reminder: a tax payment from your 2025 return is due April 15, 2026',
    );
    expect(mail?.text).toContain('$1,250.00, due April 15, 2026');
    expect(mail?.text).toContain(`http://portal.test/tax-return-delivery/${id}`);
    const april = await vouchersOf(id);
    expect(april.find((v) => v.voucher_id === '1040-ES-1')?.due_reminded_at).toBe(
      testApi().clock.now().toISOString(),
    );
    expect(april.find((v) => v.voucher_id === '1040-ES-2')?.due_reminded_at ?? null).toBeNull();
    const logged = await (
      await as('partner')
    ).get(`v2/activity_logs?company_id=${olivia}&type_id=5`);
    expect(JSON.stringify(logged.body)).toContain(VOUCHER_REMINDER_LOG);

    // June's the client says is paid: nothing told.
    const june = april.find((v) => v.voucher_id === '1040-ES-2')!;
    const said = await (
      await as('clientOneEntity')
    ).post(`tax_returns/${id}/payment_vouchers/${june.id}/client_paid`, { paid: true });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    moveTo('2026-06-10');
    expect(await runVouchers()).toBe(0);

    // September's comes while reminders are off: marked, not told, and the job is done with it.
    await (await as('partner')).patch(`tax_returns/${id}`, { reminder_disabled: true });
    moveTo('2026-09-09');
    expect(await runVouchers()).toBe(0);
    const september = await vouchersOf(id);
    expect(september.find((v) => v.voucher_id === '1040-ES-3')?.due_reminded_at).toBeTruthy();
    expect(await mailsTo(olivias)).toHaveLength(1);
    const stored = await testApi()
      .store.doc(`firms/${DEMO_USERS.partner.firmId}/tax_returns/${id}`)
      .get();
    expect(stored.get('next_voucher_due_at')).toBeNull();
  });
});
