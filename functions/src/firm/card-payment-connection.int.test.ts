// Connecting card payments (issue 50): a partner starts Stripe Connect onboarding (an account made
// for the firm, kept pending, and a single-use link to the sandbox's hosted onboarding); the firm
// is connected once the account can take charges — by Stripe's account.updated event, or when the
// return from onboarding asks — and not before; only partners connect.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../test/support/api-harness';
import { firmSignUps } from '../../test/support/firm-sign-up';

const testApi = useTestApi();
const { createFirm } = firmSignUps(testApi);

/** The sandbox's onboarding page, as the partner's browser would use it. */
const onboarding = (url: string, action: 'submit' | 'leave') =>
  fetch(`${url}/${action}`, { method: 'POST', redirect: 'manual' });

const pendingOf = async (firmId: string) =>
  (await testApi().store.doc(`firms/${firmId}`).get()).get('card_payment_account_pending') as
    string | null;

describe('connecting card payments', () => {
  it('connects the firm once its onboarding is submitted, told by Stripe’s event', async () => {
    const { firmId, partner } = await createFirm({ firm_name: 'Connect Test Firm' });
    expect((await partner.get('integrations/check_stripe_integration')).body).toEqual({
      connected: false,
      onboarding: false,
    });
    const started = await partner.post('integrations/stripe/connect', {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.url).toMatch(new RegExp(`^${testApi().sandbox.url}/sandbox/connect/`));
    const account = await pendingOf(firmId);
    expect(account).toMatch(/^acct_/);

    // Left before finishing: nothing connected; starting again keeps the same account.
    const left = await onboarding(started.body.url, 'leave');
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toMatch(/\/firm\?tab=Payments&stripe=return$/);
    expect((await partner.post('integrations/stripe/refresh', {})).body).toEqual({
      connected: false,
      onboarding: true,
    });
    // A used link sends the visitor to be given a new one.
    const spent = await fetch(started.body.url, { redirect: 'manual' });
    expect(spent.headers.get('location')).toMatch(/stripe=refresh$/);
    const again = await partner.post('integrations/stripe/connect', {});
    expect(again.body.url).not.toBe(started.body.url);
    expect(await pendingOf(firmId)).toBe(account);

    expect((await onboarding(again.body.url, 'submit')).status).toBe(303);
    // The event arrived before the browser came back.
    expect((await partner.get('integrations/check_stripe_integration')).body).toEqual({
      connected: true,
      onboarding: false,
    });
    const firm = (await testApi().store.doc(`firms/${firmId}`).get()).data()!;
    expect(firm.card_payment_account_id).toBe(account);
    expect((await partner.post('integrations/stripe/connect', {})).body).toEqual({
      connected: true,
      url: null,
    });
    const guide = (await partner.get('firms/guide')).body.steps as { key: string; done: boolean }[];
    expect(guide.find((s) => s.key === 'payments')?.done).toBe(true);
  });

  it('connects on the return from onboarding when the event is lost', async () => {
    const { partner } = await createFirm({ firm_name: 'Connect Return Firm' });
    const started = await partner.post('integrations/stripe/connect', {});
    testApi().sandbox.webhooks.loseEvents(true);
    try {
      expect((await onboarding(started.body.url, 'submit')).status).toBe(303);
      expect((await partner.get('integrations/check_stripe_integration')).body.connected).toBe(
        false,
      );
      expect((await partner.post('integrations/stripe/refresh', {})).body).toEqual({
        connected: true,
        onboarding: false,
      });
    } finally {
      testApi().sandbox.webhooks.loseEvents(false);
    }
  });

  it('is for partners', async () => {
    for (const role of ['admin', 'full', 'clientOneEntity'] as const) {
      const caller = await testApi().as(role);
      expect((await caller.post('integrations/stripe/connect', {})).status).toBe(403);
      expect((await caller.post('integrations/stripe/refresh', {})).status).toBe(403);
    }
    // The demo firm is connected already: nothing to start.
    const partner = await testApi().as('partner');
    expect((await partner.post('integrations/stripe/connect', {})).body).toEqual({
      connected: true,
      url: null,
    });
  });
});
