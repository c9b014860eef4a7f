import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { BAD_WEBHOOK_SIGNATURE, WEBHOOKS_UNCONFIGURED, stripeEvents } from './stripe-events';

const body = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  account: 'acct_firm',
  created: 1_780_000_000,
  data: { object: { id: 'cs_1', object: 'checkout.session' } },
});
const signedWith = (secret: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body, secret });

describe('stripeEvents', () => {
  it('takes an event signed by any of the endpoints’ secrets, and only those', async () => {
    const events = stripeEvents('whsec_platform, whsec_connect');
    for (const secret of ['whsec_platform', 'whsec_connect'])
      expect(await events.verify(Buffer.from(body), signedWith(secret))).toMatchObject({
        id: 'evt_1',
        type: 'checkout.session.completed',
        account: 'acct_firm',
        object: { id: 'cs_1' },
      });
    await expect(events.verify(Buffer.from(body), signedWith('whsec_other'))).rejects.toThrow(
      BAD_WEBHOOK_SIGNATURE,
    );
    const changed = body.replace('cs_1', 'cs_2');
    await expect(events.verify(Buffer.from(changed), signedWith('whsec_connect'))).rejects.toThrow(
      BAD_WEBHOOK_SIGNATURE,
    );
  });

  it('says webhooks are not configured without a secret', async () => {
    await expect(stripeEvents(() => ' ').verify(Buffer.from(body), 'x')).rejects.toThrow(
      WEBHOOKS_UNCONFIGURED,
    );
  });
});
