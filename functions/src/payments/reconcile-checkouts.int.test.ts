// Reconciliation: a deposit or an invoice paid on the checkout page whose event never reached the
// webhook is settled by the job once the checkout has been open 15 minutes — exactly once, and
// not again when the event arrives late; an abandoned checkout is forgotten once Stripe expires it.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import {
  DEMO_CARD_PAYMENT_ACCOUNT,
  DEMO_FIRM_ID,
  DEMO_GROUPS,
} from '@portico/local-runtime/seed/demo-firm';
import { SANDBOX_SECRET_KEY } from '@portico/local-runtime/stripe-sandbox/sandbox-api';
import { SCHEDULED_JOBS } from '../jobs/job-registry';
import { useTestApi } from '../../test/support/api-harness';
import { RECONCILE_AFTER_MS } from './reconcile-checkouts.jobs';

const testApi = useTestApi();
const reconcile = () =>
  SCHEDULED_JOBS.find((job) => job.name === 'reconcileCheckouts')!.run(testApi().deps);
const openCheckouts = async () =>
  (await testApi().store.collection('open_checkouts').get()).docs.map((d) => d.id);

async function clientOwingADeposit() {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, {
    firmId: DEMO_FIRM_ID,
    groupId: DEMO_GROUPS.north,
  });
  const {
    questionnaire_ids: [id],
  } = await createFixtureQuestionnaires(testApi().store, now, {
    firmId: DEMO_FIRM_ID,
    companyId: user.companyId!,
    questionnaires: [{ content: 'individual', sectionIds: ['sec-deposit'], depositAmount: 120 }],
  });
  const token = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  const deposit = async () =>
    (await testApi().http().get(`/api/questionnaires/${id}`).set('Authorization', token)).body
      .deposit_status as string;
  const started = await testApi()
    .http()
    .post(`/api/questionnaires/${id}/deposit/checkout`)
    .set('Authorization', token)
    .send({ section_id: 'sec-deposit' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const page = new URL(started.body.checkout_url as string).pathname;
  return { deposit, page, sessionId: page.split('/').at(-1)! };
}

describe('reconciling checkouts', () => {
  it('settles a paid deposit whose event never came, once, after 15 minutes', async () => {
    const { deposit, page, sessionId } = await clientOwingADeposit();
    expect(await openCheckouts()).toContain(sessionId);
    testApi().sandbox.webhooks.loseEvents(true);
    const paid = await supertest(testApi().sandbox.url)
      .post(`${page}/pay`)
      .type('form')
      .send({ card: 'succeeds' });
    testApi().sandbox.webhooks.loseEvents(false);
    expect(paid.status).toBe(303);
    expect(await deposit()).toBe('unpaid');

    // Too soon: the event may still come.
    await reconcile();
    expect(await deposit()).toBe('unpaid');
    testApi().clock.advance(RECONCILE_AFTER_MS + 60_000);
    await reconcile();
    expect(await deposit()).toBe('paid');
    expect(await openCheckouts()).not.toContain(sessionId);

    // Stripe's own event arriving late changes nothing.
    const late = testApi()
      .sandbox.webhooks.sent()
      .find((e) => e.type === 'checkout.session.completed' && e.payload.includes(sessionId))!;
    await testApi().sandbox.webhooks.resend(late.id);
    expect(await deposit()).toBe('paid');
    const events = await testApi().store.collection(`firms/${DEMO_FIRM_ID}/stripe_events`).get();
    expect(events.docs.map((d) => d.id)).toEqual(
      expect.arrayContaining([`reconciled_${sessionId}_paid`, late.id]),
    );
  });

  it('forgets a checkout the payer left once it expires, and leaves the deposit due', async () => {
    const { deposit, sessionId } = await clientOwingADeposit();
    testApi().clock.advance(RECONCILE_AFTER_MS + 60_000);
    await reconcile();
    expect(await openCheckouts()).toContain(sessionId);
    // The payer never came back; Stripe expires the session (after 24 hours).
    const expired = await supertest(testApi().sandbox.url)
      .post(`/v1/checkout/sessions/${sessionId}/expire`)
      .set('Authorization', `Bearer ${SANDBOX_SECRET_KEY}`)
      .set('Stripe-Account', DEMO_CARD_PAYMENT_ACCOUNT);
    expect(expired.body).toMatchObject({ status: 'expired' });
    await reconcile();
    expect(await openCheckouts()).not.toContain(sessionId);
    expect(await deposit()).toBe('unpaid');
  });
});
