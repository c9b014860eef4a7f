// Paying a return's invoice by card (issue 45): a client opens the firm's checkout page; a declined
// card changes nothing; a paid checkout marks the invoice paid only when Stripe's signed event
// arrives, once (a replay changes nothing); an event about another account's session, or an
// amount that is not the invoice's, pays nothing. Staff never pay; a paid invoice is not paid twice.
import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES as SAY } from '@portico/common/tax-returns/invoice-payment';
import { DEMO_CARD_PAYMENT_ACCOUNT, DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import {
  deliverAgain,
  lastPaidIntent,
  onDashboard,
  sentEvent,
} from '../../../test/support/sandbox-payments';
import { jointEntity, sentReturn } from '../../../test/support/tax-returns';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

/** A return sent to one owner asking only an invoice of $450. */
async function invoiced() {
  const { companyId, primaryId } = await jointEntity(testApi(), {
    first: 'Pat',
    spouse: 'Quinn',
    last: 'Payer',
  });
  const id = await sentReturn(testApi(), http, companyId, ['Form 1040 2025'], {
    signer_ids: [primaryId],
    e_sign_forms: [],
    payment_vouchers: [],
    invoice_amount: 450,
  });
  return {
    id,
    pat: await testApi().asUser(primaryId, DEMO_FIRM_ID),
    partner: await testApi().as('partner'),
  };
}

/** Pays on the sandbox's checkout page with a test card; the page's answer. */
const payWith = (url: string, card: 'succeeds' | 'declined') =>
  fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });

describe('paying a return’s invoice by card', () => {
  it('a declined card changes nothing; a paid checkout pays the invoice once Stripe says so', async () => {
    const { id, pat, partner } = await invoiced();
    const before = await pat.get(`tax_returns/${id}/delivery`);
    expect(before.body.invoice).toMatchObject({ amount: 450, paid: false });
    expect(before.body.invoice_payable).toBe(true);

    const started = await pat.post(`tax_returns/${id}/invoice_checkout`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const declined = await payWith(started.body.checkout_url, 'declined');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await pat.get(`tax_returns/${id}/delivery`)).body.invoice.paid).toBe(false);

    const paid = await payWith(started.body.checkout_url, 'succeeds');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/tax-return-delivery/${id}?companyId=`);
    expect(paid.headers.get('location')).toContain('invoice=paid');
    const after = await partner.get(`tax_returns/${id}`);
    expect(after.body.invoice).toMatchObject({ paid: true, card_payment: expect.any(Object) });
    expect(after.body.payments).toMatchObject({ done: 1, total: 1 });
    expect((await pat.get(`tax_returns/${id}/delivery`)).body.invoice_payable).toBe(false);
    const again = await pat.post(`tax_returns/${id}/invoice_checkout`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SAY.alreadyPaid);

    // Stripe delivering the same event again changes nothing.
    const event = testApi()
      .sandbox.webhooks.sent()
      .filter((e) => e.type === 'checkout.session.completed')
      .at(-1)!;
    expect((await deliverAgain(http(), event)).body.outcome).toBe('duplicate');
    const log = await partner.get(`tax_returns/${id}/get_activity_logs`);
    expect(
      (log.body.activities as { title: string }[]).filter((a) =>
        a.title.startsWith('Invoice paid'),
      ),
    ).toHaveLength(1);
  });

  it('pays nothing for a checkout on another account, or of another amount', async () => {
    const { id, pat } = await invoiced();
    const { checkout_url: url } = (await pat.post(`tax_returns/${id}/invoice_checkout`)).body;
    const session = url.split('/').at(-1) as string;
    // The same session as seen from another connected account: the event's account differs.
    const sandbox = testApi().sandbox;
    await sandbox.webhooks.send(
      'checkout.session.completed',
      {
        id: session,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 45000,
        metadata: { payable: 'tax_return_invoice', firm_id: DEMO_FIRM_ID, tax_return_id: id },
      },
      'acct_someone_else',
    );
    await sandbox.webhooks.send(
      'checkout.session.completed',
      {
        id: session,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 100,
        metadata: { payable: 'tax_return_invoice', firm_id: DEMO_FIRM_ID, tax_return_id: id },
      },
      'acct_harborview_sandbox',
    );
    expect((await pat.get(`tax_returns/${id}/delivery`)).body.invoice.paid).toBe(false);
  });

  it('shows staff a refund and a dispute of the payment, from its account only, once each', async () => {
    const { id, pat, partner } = await invoiced();
    const { checkout_url: url } = (await pat.post(`tax_returns/${id}/invoice_checkout`)).body;
    await payWith(url, 'succeeds');
    const sandbox = testApi().sandbox;
    const pi = lastPaidIntent(sandbox);
    expect(pi).toMatch(/^pi_test_/);

    // A refund on another account, of the same payment intent, changes nothing.
    await sandbox.webhooks.send(
      'charge.refunded',
      { id: 'ch_x', object: 'charge', payment_intent: pi, amount_refunded: 45000 },
      'acct_someone_else',
    );
    expect(
      (await partner.get(`tax_returns/${id}`)).body.invoice.card_payment.refund,
    ).toBeUndefined();

    // The firm refunds it in its dashboard, and the payer disputes it: both kept and logged.
    expect((await onDashboard(sandbox, pi, 'refund')).status).toBe(303);
    expect((await onDashboard(sandbox, pi, 'dispute')).status).toBe(303);
    const after = (await partner.get(`tax_returns/${id}`)).body.invoice;
    expect(after).toMatchObject({
      paid: true,
      card_payment: {
        refund: { amount: 450, at: expect.any(String) },
        dispute: { amount: 450, reason: 'fraudulent', status: 'needs_response' },
      },
    });
    // The client reads the refund too.
    expect(
      (await pat.get(`tax_returns/${id}/delivery`)).body.invoice.card_payment.refund,
    ).toMatchObject({ amount: 450 });

    // Stripe delivering the refund again changes nothing.
    const refunded = sentEvent(sandbox, 'charge.refunded', pi, DEMO_CARD_PAYMENT_ACCOUNT);
    expect((await deliverAgain(http(), refunded)).body.outcome).toBe('duplicate');
    const titles = (
      (await partner.get(`tax_returns/${id}/get_activity_logs`)).body.activities as {
        title: string;
      }[]
    ).map((a) => a.title);
    expect(titles.filter((t) => t === 'Card payment refunded ($450.00)')).toHaveLength(1);
    expect(titles).toContain('Card payment disputed ($450.00, fraudulent): needs your response');
  });

  it('is the client’s to pay: staff are refused', async () => {
    const { id, partner } = await invoiced();
    const res = await partner.post(`tax_returns/${id}/invoice_checkout`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(SAY.onlyClients);
  });
});
