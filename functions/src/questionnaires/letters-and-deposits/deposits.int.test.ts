// Deposits (spec 2 §4 "Deposit", §7 "Deposit checkout"): the client starts a checkout on the firm's
// connected account, pays (or is declined) on the local Stripe sandbox's checkout page, and the
// portal records what the provider says on return; staff mark a deposit paid and unpaid.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENTS_OFF,
  DEPOSIT_ALREADY_PAID,
  MARK_PAID_REFUSED,
  MARK_UNPAID_REFUSED,
  NO_DEPOSIT_DUE,
  ONLY_CLIENTS_PAY,
  PAYMENT_NOT_FOUND,
} from '@portico/common/questionnaires/deposits';
import { createFixtureFirm, createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import {
  createFixtureQuestionnaires,
  type QuestionnaireFixtureOptions,
} from '@portico/local-runtime/dev/questionnaire-fixtures';
import {
  DEMO_CARD_PAYMENT_ACCOUNT,
  DEMO_FIRM_ID,
  DEMO_GROUPS,
} from '@portico/local-runtime/seed/demo-firm';
import { CARD_DECLINED } from '@portico/local-runtime/stripe-sandbox/sandbox-sessions';
import { useTestApi } from '../../../test/support/api-harness';
import {
  deliverAgain,
  lastPaidIntent,
  onDashboard,
  sentEvent,
} from '../../../test/support/sandbox-payments';

const testApi = useTestApi();

function caller(user: { id: string; firmId: string } | 'partner' | 'clientReadOnly') {
  const token = () =>
    typeof user === 'string'
      ? testApi().tokenFor(user)
      : testApi().idTokenFor(user.id, user.firmId);
  return {
    page: async (id: string) =>
      testApi()
        .http()
        .get(`/api/questionnaires/${id}`)
        .set('Authorization', `Bearer ${await token()}`),
    deposit: async (id: string, call: 'checkout' | 'verify' | 'mark_paid', body: object = {}) =>
      testApi()
        .http()
        .post(`/api/questionnaires/${id}/deposit/${call}`)
        .set('Authorization', `Bearer ${await token()}`)
        .send(body),
  };
}

const sandbox = () => supertest(testApi().sandbox.url);

/** A client of the demo firm (or the firm given) with one questionnaire as the test says. */
async function clientWith(
  questionnaire: NonNullable<QuestionnaireFixtureOptions['questionnaires']>[number],
  firmId = DEMO_FIRM_ID,
) {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, {
    firmId,
    groupId: firmId === DEMO_FIRM_ID ? DEMO_GROUPS.north : null,
  });
  const {
    questionnaire_ids: [id],
  } = await createFixtureQuestionnaires(testApi().store, now, {
    firmId,
    companyId: user.companyId!,
    questionnaires: [{ content: 'individual', sectionIds: ['sec-deposit'], ...questionnaire }],
  });
  return { user, id: id!, client: caller(user) };
}

/** The checkout page's address as a path on the sandbox server. */
const pagePath = (checkoutUrl: string) => new URL(checkoutUrl).pathname;

describe('paying the deposit', () => {
  it('pays on the checkout page, recorded from Stripe’s event, and completes the payment section', async () => {
    const { id, client, user } = await clientWith({ depositAmount: 350 });
    const page = await client.page(id);
    expect(page.body).toMatchObject({
      deposit_amount: 350,
      deposit_status: 'unpaid',
      deposit_payment_available: true,
    });

    const started = await client.deposit(id, 'checkout', { section_id: 'sec-deposit' });
    expect(started.status).toBe(200);
    const checkout = await sandbox().get(pagePath(started.body.checkout_url));
    expect(checkout.status).toBe(200);
    expect(checkout.text).toContain('$350.00');
    expect(checkout.text).toContain(user.email);

    const paid = await sandbox()
      .post(`${pagePath(started.body.checkout_url)}/pay`)
      .type('form')
      .send({ card: 'succeeds' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.location!);
    expect(back.pathname).toBe(`/questionnaire/${user.companies[0]!.hashId}`);
    expect(back.searchParams.get('questionnaireId')).toBe(id);
    expect(back.searchParams.get('sectionId')).toBe('sec-deposit');
    const sessionId = back.searchParams.get('deposit_session')!;
    expect(sessionId).toMatch(/^cs_test_/);
    // Stripe's signed event recorded it before the payer came back (nothing asked of the page).
    expect((await client.page(id)).body.deposit_status).toBe('paid');

    const verified = await client.deposit(id, 'verify', { session_id: sessionId });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ deposit_status: 'paid' });
    const after = await client.page(id);
    expect(after.body.deposit_status).toBe('paid');
    const saved = (
      await testApi().store.doc(`firms/${DEMO_FIRM_ID}/questionnaires/${id}`).get()
    ).data()!;
    expect(saved.deposit_payment.session_id).toBe(sessionId);
    expect(saved.section_summaries).toEqual([
      { id: 'sec-deposit', name: 'Retainer Deposit', status: 'completed' },
    ]);

    // Coming back twice records nothing twice; a paid deposit is not paid again.
    expect((await client.deposit(id, 'verify', { session_id: sessionId })).body).toEqual({
      deposit_status: 'paid',
    });
    const again = await client.deposit(id, 'checkout');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DEPOSIT_ALREADY_PAID);
    // The session is done: its page no longer takes a payment.
    expect((await sandbox().get(pagePath(started.body.checkout_url))).status).toBe(410);
  });

  it('shows staff a refund and a dispute of the card payment, the client the refund, once each', async () => {
    const { id, client } = await clientWith({ depositAmount: 350 });
    const partner = caller('partner');
    const started = await client.deposit(id, 'checkout');
    await sandbox()
      .post(`${pagePath(started.body.checkout_url)}/pay`)
      .type('form')
      .send({ card: 'succeeds' });
    const stripe = testApi().sandbox;
    const pi = lastPaidIntent(stripe);
    expect((await partner.page(id)).body.deposit_card_payment).toMatchObject({
      refund: null,
      dispute: null,
    });

    // A refund of the same payment intent on another account changes nothing.
    await stripe.webhooks.send(
      'charge.refunded',
      { id: 'ch_x', object: 'charge', payment_intent: pi, amount_refunded: 35000 },
      'acct_someone_else',
    );
    expect((await partner.page(id)).body.deposit_card_payment.refund).toBeNull();

    // The firm refunds it in its dashboard; the payer disputes it: both kept, the deposit paid.
    expect((await onDashboard(stripe, pi, 'refund')).status).toBe(303);
    expect((await onDashboard(stripe, pi, 'dispute')).status).toBe(303);
    const staffView = (await partner.page(id)).body;
    expect(staffView.deposit_status).toBe('paid');
    expect(staffView.deposit_card_payment).toMatchObject({
      refund: { amount: 350, at: expect.any(String) },
      dispute: { amount: 350, reason: 'fraudulent', status: 'needs_response' },
    });
    // The client reads the refund; the dispute is the firm's business.
    expect((await client.page(id)).body.deposit_card_payment).toMatchObject({
      refund: { amount: 350 },
      dispute: null,
    });

    // Stripe delivering the refund again changes nothing; the log says each once.
    const refunded = sentEvent(stripe, 'charge.refunded', pi, DEMO_CARD_PAYMENT_ACCOUNT);
    expect((await deliverAgain(testApi().http(), refunded)).body.outcome).toBe('duplicate');
    const logs = await testApi()
      .http()
      .get(`/api/v2/activity_logs?questionnaire_id=${id}`)
      .set('Authorization', `Bearer ${await testApi().tokenFor('partner')}`);
    const titles = (logs.body.activities as { title: string }[]).map((a) => a.title);
    expect(titles.filter((t) => t === 'Deposit card payment refunded ($350.00)')).toHaveLength(1);
    expect(titles).toContain(
      'Deposit card payment disputed ($350.00, fraudulent): needs your response',
    );
  });

  it('stays outstanding when the card is declined or the client goes back', async () => {
    const { id, client } = await clientWith({ depositAmount: 125.5 });
    const started = await client.deposit(id, 'checkout');
    const declined = await sandbox()
      .post(`${pagePath(started.body.checkout_url)}/pay`)
      .type('form')
      .send({ card: 'declined' });
    expect(declined.status).toBe(402);
    expect(declined.text).toContain(CARD_DECLINED);
    expect(declined.text).toContain('$125.50');

    const page = await sandbox().get(pagePath(started.body.checkout_url));
    const cancelUrl = new URL(
      /href="([^"]+)">Cancel and return/.exec(page.text)![1]!.replaceAll('&amp;', '&'),
    );
    expect(cancelUrl.searchParams.get('deposit')).toBe('cancelled');
    expect(cancelUrl.searchParams.get('questionnaireId')).toBe(id);

    // A session that was not paid changes nothing.
    const sessionId = pagePath(started.body.checkout_url).split('/').pop()!;
    const verified = await client.deposit(id, 'verify', { session_id: sessionId });
    expect(verified.body).toEqual({ deposit_status: 'unpaid' });
  });

  it('never takes another questionnaire’s payment, or a session it does not hold', async () => {
    const first = await clientWith({ depositAmount: 200 });
    const second = await clientWith({ depositAmount: 200 });
    const started = await first.client.deposit(first.id, 'checkout');
    const paid = await sandbox()
      .post(`${pagePath(started.body.checkout_url)}/pay`)
      .type('form')
      .send({ card: 'succeeds' });
    const sessionId = new URL(paid.headers.location!).searchParams.get('deposit_session')!;

    const stolen = await second.client.deposit(second.id, 'verify', { session_id: sessionId });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe(PAYMENT_NOT_FOUND);
    expect((await second.client.page(second.id)).body.deposit_status).toBe('unpaid');

    const madeUp = await first.client.deposit(first.id, 'verify', {
      session_id: 'cs_test_made_up',
    });
    expect(madeUp.status).toBe(404);
    const malformed = await first.client.deposit(first.id, 'verify', { session_id: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe(PAYMENT_NOT_FOUND);
    // The provider keeps each connected account's sessions to that account.
    expect(await testApi().deps.payments.findCheckout('acct_someone_else', sessionId)).toBeNull();
    expect(
      await testApi().deps.payments.findCheckout(DEMO_CARD_PAYMENT_ACCOUNT, sessionId),
    ).toMatchObject({ status: 'complete', paymentStatus: 'paid', amountCents: 20000 });
  });

  it('has no deposit step when none was asked: nothing to show, nothing counted as done', async () => {
    const { id, client } = await clientWith({
      depositAmount: null,
      sectionIds: ['sec-welcome', 'sec-deposit', 'sec-review'],
    });
    const page = (await client.page(id)).body as {
      sections: { id: string; section_type: string }[];
    };
    expect(page.sections.map((s) => s.id)).toEqual(['sec-welcome', 'sec-review']);
    const staffPage = (await caller('partner').page(id)).body as typeof page;
    expect(staffPage.sections.map((s) => s.id)).not.toContain('sec-deposit');
    const saved = (
      await testApi().store.doc(`firms/${DEMO_FIRM_ID}/questionnaires/${id}`).get()
    ).data()!;
    expect(saved.section_summaries.map((s: { id: string }) => s.id)).toEqual([
      'sec-welcome',
      'sec-review',
    ]);
    expect([saved.completed_sections, saved.total_sections]).toEqual([0, 2]);
  });

  it('offers payment only to the client, for a deposit due, where the firm takes card payments', async () => {
    const { id } = await clientWith({ depositAmount: 350 });
    const staff = await caller('partner').deposit(id, 'checkout');
    expect(staff.status).toBe(403);
    expect(staff.body.error).toBe(ONLY_CLIENTS_PAY);

    const none = await clientWith({ depositAmount: null });
    const nothingDue = await none.client.deposit(none.id, 'checkout');
    expect(nothingDue.status).toBe(400);
    expect(nothingDue.body.error).toBe(NO_DEPOSIT_DUE);

    for (const options of [
      { billing_enabled: false, card_payments_connected: true },
      { billing_enabled: true, card_payments_connected: false },
    ]) {
      const firm = await createFixtureFirm(testApi().store, () => testApi().clock.now(), options);
      const elsewhere = await clientWith({ depositAmount: 350 }, firm.id);
      expect((await elsewhere.client.page(elsewhere.id)).body.deposit_payment_available).toBe(
        false,
      );
      const refused = await elsewhere.client.deposit(elsewhere.id, 'checkout');
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(CARD_PAYMENTS_OFF);
    }
  });
});

describe('marking the deposit', () => {
  it('lets staff mark it paid and unpaid again, each only from the status it fits', async () => {
    const { id, client } = await clientWith({ depositAmount: 350 });
    const partner = caller('partner');
    expect((await partner.deposit(id, 'mark_paid', { paid: false })).body.error).toBe(
      MARK_UNPAID_REFUSED,
    );
    const marked = await partner.deposit(id, 'mark_paid', { paid: true });
    expect(marked.body).toEqual({ deposit_status: 'marked_paid' });
    expect((await client.page(id)).body.deposit_status).toBe('marked_paid');
    const twice = await partner.deposit(id, 'mark_paid', { paid: true });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(MARK_PAID_REFUSED);
    // A marked deposit is settled: nothing is left for the client to pay.
    expect((await client.deposit(id, 'checkout')).body.error).toBe(DEPOSIT_ALREADY_PAID);

    const unmarked = await partner.deposit(id, 'mark_paid', { paid: false });
    expect(unmarked.body).toEqual({ deposit_status: 'pending' });
    expect((await client.deposit(id, 'mark_paid', { paid: true })).status).toBe(403);
  });
});
