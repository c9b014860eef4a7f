// What API tests do on the Stripe sandbox's side of a card payment after it was paid: find its
// PaymentIntent (the last paid checkout's, as Stripe's event names it), refund or dispute it from
// the sandbox's dashboard (which sends Stripe's signed events), deliver an event once more.
import type supertest from 'supertest';
import type { StripeSandbox } from '@portico/local-runtime/stripe-sandbox/stripe-sandbox';

/** The PaymentIntent of the last checkout the sandbox saw paid. */
export function lastPaidIntent(sandbox: StripeSandbox): string {
  const completed = sandbox.webhooks
    .sent()
    .filter((e) => e.type === 'checkout.session.completed')
    .at(-1);
  if (!completed) throw new Error('No checkout was paid');
  const { data } = JSON.parse(completed.payload) as {
    data: { object: { payment_intent: string } };
  };
  return data.object.payment_intent;
}

/** Refund, or (as a cardholder would) dispute, a payment from the sandbox's dashboard. */
export const onDashboard = (
  sandbox: StripeSandbox & { url: string },
  pi: string,
  action: 'refund' | 'dispute',
) =>
  fetch(`${sandbox.url}/sandbox/payments/${encodeURIComponent(pi)}/${action}`, {
    method: 'POST',
    redirect: 'manual',
  });

/** The last event of `type` the sandbox sent about `pi` on `account`. */
export const sentEvent = (sandbox: StripeSandbox, type: string, pi: string, account: string) =>
  sandbox.webhooks
    .sent()
    .filter(
      (e) =>
        e.type === type && e.payload.includes(pi) && e.payload.includes(`"account":"${account}"`),
    )
    .at(-1)!;

/** An event the sandbox sent, delivered once more as it was (Stripe retrying it). */
export const deliverAgain = (
  http: supertest.Agent | ReturnType<typeof supertest>,
  event: { header: string; payload: string },
) =>
  http
    .post('/api/stripe/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', event.header)
    .send(event.payload);
