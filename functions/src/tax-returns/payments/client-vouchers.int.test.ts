// A client's "I paid it" on a voucher (issue 45): the voucher carries when they said so and the
// firm's log says it, but it counts as paid only once staff mark it; taking it back clears it.
// Staff, another client and another firm cannot say it for them.
import { describe, expect, it } from 'vitest';
import { VOUCHER_PAYMENT_MESSAGES as SAY } from '@portico/common/tax-returns/voucher-payments';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { sentReturn } from '../../../test/support/tax-returns';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const olivia = DEMO_COMPANIES.olivia.id;

const sent = () =>
  sentReturn(testApi(), http, olivia, ['Form 1040', 'Form 1040-ES'], {
    signer_ids: [DEMO_USERS.clientOneEntity.id],
    e_sign_forms: [],
    payment_vouchers: [{ voucher_id: '1040-ES-1', amount: 1250, due_date: '2026-04-15' }],
  });

describe('a client says a voucher is paid', () => {
  it('is recorded and logged, counted paid only when the firm confirms it', async () => {
    const id = await sent();
    const client = await testApi().as('clientOneEntity');
    const partner = await testApi().as('partner');
    const [voucher] = (await partner.get(`tax_returns/${id}/delivery`)).body.payment_vouchers;

    testApi().clock.advance(60_000);
    const said = await client.post(`tax_returns/${id}/payment_vouchers/${voucher.id}/client_paid`, {
      paid: true,
    });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    expect(said.body).toMatchObject({ is_paid: false, client_marked_paid_at: expect.any(String) });
    const before = (await partner.get(`tax_returns/${id}`)).body;
    expect(before.payments).toMatchObject({ done: 0, total: 1 });
    const log = await partner.get(`tax_returns/${id}/get_activity_logs?page=1`);
    expect(log.body.activities[0].title).toBe(
      'Olivia Martinez says Form 1040-ES - Estimated Tax, 1st quarter is paid',
    );

    // The firm confirms it; the client's word stays beside it.
    const confirmed = await partner.patch(`tax_returns/${id}`, {
      payment_vouchers: [{ id: voucher.id, is_paid: true }],
    });
    expect(confirmed.body.payments).toMatchObject({ done: 1, total: 1 });
    const [after] = (await client.get(`tax_returns/${id}/delivery`)).body.payment_vouchers;
    expect(after).toMatchObject({ is_paid: true, client_marked_paid_at: expect.any(String) });

    const back = await client.post(`tax_returns/${id}/payment_vouchers/${voucher.id}/client_paid`, {
      paid: false,
    });
    expect(back.body.client_marked_paid_at).toBeNull();
  });

  it('is only the owners’ to say, about a voucher of the return', async () => {
    const id = await sent();
    const client = await testApi().as('clientOneEntity');
    const none = await client.post(`tax_returns/${id}/payment_vouchers/no-such/client_paid`, {
      paid: true,
    });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(SAY.notAVoucher);
    for (const [role, status] of [
      ['partner', 403],
      ['clientManyEntities', 404],
      ['otherFirmPartner', 404],
    ] as const) {
      const res = await (
        await testApi().as(role)
      ).post(`tax_returns/${id}/payment_vouchers/no-such/client_paid`, { paid: true });
      expect(res.status, role).toBe(status);
    }
  });
});
