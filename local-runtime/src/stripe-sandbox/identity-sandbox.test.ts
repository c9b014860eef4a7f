// The sandbox's identity checks through the portal's real port (the stripe SDK), its hosted
// verification page, and the signed webhook events both it and the checkout page send: they
// verify with the portal's own verifier (stripe-events.ts), and a failed delivery is retried.
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityCheckRequest } from '@portico/functions/platform/payments/identity-checks';
import { stripeClient } from '@portico/functions/platform/payments/stripe-calls';
import {
  BAD_WEBHOOK_SIGNATURE,
  stripeEvents,
} from '@portico/functions/platform/payments/stripe-events';
import { SANDBOX_SECRET_KEY } from './sandbox-api';
import { SANDBOX_WEBHOOK_SECRET } from './sandbox-webhooks';
import { startStripeSandbox } from './stripe-sandbox';

/** Every delivery attempt, and the ones the endpoint accepted. */
const attempts: string[] = [];
const delivered: { payload: string; header: string }[] = [];
/** How many of the next attempts the endpoint refuses. */
let refusals = 0;

let sandbox: Awaited<ReturnType<typeof startStripeSandbox>>;
beforeAll(async () => {
  sandbox = await startStripeSandbox(
    async (payload, header) => {
      attempts.push(payload);
      if (refusals > 0) {
        refusals -= 1;
        throw new Error('The endpoint is down');
      }
      delivered.push({ payload, header });
    },
    { retryDelaysMs: [5, 10, 20] },
  );
});
afterAll(() => sandbox.close());
beforeEach(() => {
  attempts.length = 0;
  delivered.length = 0;
  refusals = 0;
});

const portal = stripeEvents(SANDBOX_WEBHOOK_SECRET);
const events = () =>
  Promise.all(delivered.map((d) => portal.verify(Buffer.from(d.payload), d.header)));

const RETURN_URL = 'https://portal.test/signing/r1?step=identity';
const request = (overrides: Partial<IdentityCheckRequest> = {}): IdentityCheckRequest => ({
  returnUrl: RETURN_URL,
  email: 'pat@example.com',
  metadata: { signer_id: 's1', return_id: 'r1' },
  ...overrides,
});

const submit = (pageUrl: string, outcome: string) =>
  fetch(`${pageUrl}/submit`, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });

describe('identity VerificationSessions', () => {
  it('creates a session awaiting input, with its page, and finds it again', async () => {
    const started = await sandbox.identityChecks.start(request());
    expect(started).toMatchObject({
      status: 'requires_input',
      lastError: null,
      metadata: { signer_id: 's1', return_id: 'r1' },
    });
    expect(started.id).toMatch(/^vs_test_/);
    expect(started.url).toBe(`${sandbox.url}/sandbox/identity/${started.id}`);
    expect(await sandbox.identityChecks.find(started.id)).toEqual(started);
    expect(await sandbox.identityChecks.find('vs_test_nothing')).toBeNull();
  });

  it('answers with Stripe object shape, on the platform account, with the secret key', async () => {
    const stripe = await stripeClient(SANDBOX_SECRET_KEY, sandbox.url)();
    const session = await stripe.identity.verificationSessions.create({
      type: 'document',
      options: { document: { require_matching_selfie: true } },
      return_url: RETURN_URL,
    });
    expect(session).toMatchObject({
      object: 'identity.verification_session',
      client_secret: expect.stringMatching(/^vs_test_\w+_secret_/),
      last_error: null,
      livemode: false,
      metadata: {},
      options: { document: { require_matching_selfie: true } },
      provided_details: {},
      redaction: null,
      status: 'requires_input',
      type: 'document',
    });
    const form = (body: Record<string, string>, key = SANDBOX_SECRET_KEY) =>
      fetch(`${sandbox.url}/v1/identity/verification_sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}` },
        body: new URLSearchParams(body),
      });
    const valid = {
      type: 'document',
      'options[document][require_matching_selfie]': 'true',
      return_url: RETURN_URL,
    };
    expect((await form(valid)).status).toBe(200);
    expect((await form(valid, 'sk_test_other')).status).toBe(401);
    expect((await form({ ...valid, type: 'id_number' })).status).toBe(400);
    expect((await form({ ...valid, return_url: 'javascript:alert(1)' })).status).toBe(400);
    // Checkout sessions still need a connected account.
    const checkout = await fetch(`${sandbox.url}/v1/checkout/sessions/cs_test_x`, {
      headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
    });
    expect(checkout.status).toBe(400);
  });

  it('shows the verification page, escaped, with its outcomes', async () => {
    const { url } = await sandbox.identityChecks.start(request({ email: 'pat+<b>@example.com' }));
    const page = await fetch(url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('TEST MODE · Sandbox identity check');
    expect(html).toContain('Verify your identity');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<legend>Test outcome</legend>');
    for (const text of [
      'value="verified" checked> Verification passes',
      'value="document_unverified_other"> Fails: the document could not be verified',
      'value="selfie_face_mismatch"> Fails: the selfie does not match the document',
      'Submit verification',
      'Cancel and return',
      'pat+&lt;b&gt;@example.com',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('<b>');
    expect((await fetch(`${sandbox.url}/sandbox/identity/vs_test_nothing`)).status).toBe(404);
    expect((await submit(url!, 'bribe')).status).toBe(400);
  });

  it('verifies: processing then verified, signed, delivered before the redirect', async () => {
    const started = await sandbox.identityChecks.start(request());
    const answer = await submit(started.url!, 'verified');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(RETURN_URL);
    expect((await events()).map((e) => [e.type, e.object.status, e.account])).toEqual([
      ['identity.verification_session.processing', 'processing', null],
      ['identity.verification_session.verified', 'verified', null],
    ]);
    for (const event of await events()) {
      expect(event.id).toMatch(/^evt_test_/);
      expect(event.object).toMatchObject({ id: started.id, url: null, metadata: started.metadata });
    }
    expect(await sandbox.identityChecks.find(started.id)).toMatchObject({
      status: 'verified',
      url: null,
    });
    expect((await fetch(started.url!)).status).toBe(410);
    expect((await submit(started.url!, 'verified')).status).toBe(410);
  });

  it('fails back to requires_input with last_error, and the page takes another attempt', async () => {
    const started = await sandbox.identityChecks.start(request());
    expect((await submit(started.url!, 'selfie_face_mismatch')).status).toBe(303);
    const lastError = {
      code: 'selfie_face_mismatch',
      reason: "The selfie did not match the document's photo.",
    };
    expect((await events()).map((e) => e.type)).toEqual([
      'identity.verification_session.processing',
      'identity.verification_session.requires_input',
    ]);
    expect((await events())[1]!.object).toMatchObject({
      status: 'requires_input',
      last_error: lastError,
    });
    const failed = await sandbox.identityChecks.find(started.id);
    expect(failed).toMatchObject({ status: 'requires_input', lastError, url: started.url });

    const again = await fetch(started.url!);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('The selfie did not match the document&#39;s photo.');
    expect((await submit(started.url!, 'document_unverified_other')).status).toBe(303);
    expect(await sandbox.identityChecks.find(started.id)).toMatchObject({
      lastError: {
        code: 'document_unverified_other',
        reason: 'The document could not be verified.',
      },
    });
    expect((await submit(started.url!, 'verified')).status).toBe(303);
    expect((await sandbox.identityChecks.find(started.id))?.status).toBe('verified');
  });

  it('cancels from the page (final), and through the API only while awaiting input', async () => {
    const started = await sandbox.identityChecks.start(request());
    const answer = await fetch(`${started.url}/cancel`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(RETURN_URL);
    expect((await events()).map((e) => [e.type, e.object.status])).toEqual([
      ['identity.verification_session.canceled', 'canceled'],
    ]);
    expect(await sandbox.identityChecks.find(started.id)).toMatchObject({
      status: 'canceled',
      url: null,
    });
    const gone = await fetch(started.url!);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('This verification session is no longer active.');

    const stripe = await stripeClient(SANDBOX_SECRET_KEY, sandbox.url)();
    await expect(stripe.identity.verificationSessions.cancel(started.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    const other = await sandbox.identityChecks.start(request());
    expect(await stripe.identity.verificationSessions.cancel(other.id)).toMatchObject({
      status: 'canceled',
      client_secret: null,
      url: null,
    });
    await vi.waitFor(() => expect(delivered).toHaveLength(2));
  });
});

describe('webhook events', () => {
  it('do not verify with another secret, nor once the body is changed', async () => {
    const started = await sandbox.identityChecks.start(request());
    await submit(started.url!, 'verified');
    const { payload, header } = delivered[0]!;
    await expect(stripeEvents('whsec_other').verify(Buffer.from(payload), header)).rejects.toThrow(
      BAD_WEBHOOK_SIGNATURE,
    );
    const changed = payload.replace('"processing"', '"verified"');
    await expect(portal.verify(Buffer.from(changed), header)).rejects.toThrow(
      BAD_WEBHOOK_SIGNATURE,
    );
    // The SDK's own parse agrees with Stripe's event shape.
    expect(Stripe.webhooks.constructEvent(payload, header, SANDBOX_WEBHOOK_SECRET)).toMatchObject({
      object: 'event',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  });

  it('send checkout.session.completed on the connected account when a checkout is paid', async () => {
    const checkout = await sandbox.payments.createCheckout({
      accountId: 'acct_firm1',
      amountCents: 12_500,
      description: 'Retainer deposit',
      payerEmail: null,
      successUrl: 'https://portal.test/paid?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://portal.test/cancelled',
      metadata: { deposit_id: 'd1' },
    });
    const paid = await fetch(`${checkout.url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card: 'succeeds' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const [event] = await events();
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      account: 'acct_firm1',
      object: {
        id: checkout.id,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        metadata: { deposit_id: 'd1' },
      },
    });
    expect(event!.object).not.toHaveProperty('account');
  });

  it('are kept in order and can be sent again, freshly signed', async () => {
    const started = await sandbox.identityChecks.start(request());
    await submit(started.url!, 'verified');
    const sent = sandbox.webhooks.sent().slice(-2);
    expect(sent.map((e) => e.type)).toEqual([
      'identity.verification_session.processing',
      'identity.verification_session.verified',
    ]);
    await sandbox.webhooks.resend(sent[1]!.id);
    expect(delivered.at(-1)!.payload).toBe(sent[1]!.payload);
    expect((await events()).at(-1)!.id).toBe(sent[1]!.id);
    await expect(sandbox.webhooks.resend('evt_test_nothing')).rejects.toThrow();
  });

  it('are retried three times when the endpoint refuses them, the page waiting for one attempt', async () => {
    const started = await sandbox.identityChecks.start(request());
    refusals = 1;
    expect((await submit(started.url!, 'verified')).status).toBe(303);
    // The refused processing event arrives on its first retry, after the verified one.
    await vi.waitFor(() => expect(delivered).toHaveLength(2));
    expect((await events()).map((e) => e.type)).toEqual([
      'identity.verification_session.verified',
      'identity.verification_session.processing',
    ]);

    attempts.length = 0;
    refusals = Infinity;
    const other = await sandbox.identityChecks.start(request());
    expect((await fetch(`${other.url}/cancel`, { redirect: 'manual' })).status).toBe(303);
    await vi.waitFor(() => expect(attempts).toHaveLength(4));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toHaveLength(4);
    expect(new Set(attempts).size).toBe(1);
  });
});
