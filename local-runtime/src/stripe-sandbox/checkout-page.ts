// The sandbox's hosted checkout page (Stripe Checkout offline): the amount, a choice of two test
// cards (one succeeds, one is declined, as Stripe's 4242 and 0002 cards), Pay, and a link back
// to the portal. Paying completes the session and sends the payer to its success URL; a declined
// card stays on the page with the message Stripe shows. A payment sends checkout.session.completed
// (on the session's connected account) before the payer is sent on.
import express, { type Response, type Router } from 'express';
import { formatUsd } from '@portico/common/format/money';
import { closedPage, escape, page, radios } from './sandbox-page';
import {
  CARD_DECLINED,
  stripeSessionOf,
  TEST_CARDS,
  type SandboxSession,
  type SandboxSessions,
  type TestCard,
} from './sandbox-sessions';
import type { SandboxWebhooks } from './sandbox-webhooks';

const BADGE = 'Sandbox checkout';

const money = (cents: number) => formatUsd(cents / 100);

function checkoutPage(session: SandboxSession, error: string | null, card: TestCard): string {
  const cards = radios('card', TEST_CARDS, card);
  return page(
    `Pay ${money(session.amount_total)}`,
    BADGE,
    `<h1>${escape(session.description)}</h1>
    <p class="amount">${money(session.amount_total)}</p>
    <div class="card">
      ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
      ${session.customer_email ? `<p>Receipt to <strong>${escape(session.customer_email)}</strong></p>` : ''}
      <form method="post" action="/sandbox/checkout/${encodeURIComponent(session.id)}/pay">
        <fieldset><legend>Test card</legend>${cards}</fieldset>
        <button type="submit">Pay ${money(session.amount_total)}</button>
      </form>
    </div>
    <a class="back" href="${escape(session.cancel_url)}">Cancel and return</a>`,
  );
}

const closed = (res: Response, status: number, message: string) =>
  closedPage(res, status, 'Checkout', BADGE, message);

export function checkoutPageRoutes(sessions: SandboxSessions, webhooks: SandboxWebhooks): Router {
  const router = express.Router();
  router.get('/sandbox/checkout/:id', (req, res) => {
    const session = sessions.forPage(req.params.id);
    if (!session) return closed(res, 404, 'This checkout link is not valid.');
    if (session.status !== 'open')
      return closed(res, 410, 'This checkout session is no longer active.');
    res.type('html').send(checkoutPage(session, null, 'succeeds'));
  });
  router.post(
    '/sandbox/checkout/:id/pay',
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req, res) => {
      const session = sessions.forPage(req.params.id);
      if (!session) return closed(res, 404, 'This checkout link is not valid.');
      if (session.status !== 'open')
        return closed(res, 410, 'This checkout session is no longer active.');
      const card: TestCard =
        (req.body as { card?: string }).card === 'declined' ? 'declined' : 'succeeds';
      const next = sessions.pay(session.id, card);
      if (!next) {
        res
          .status(402)
          .type('html')
          .send(checkoutPage(session, CARD_DECLINED, card));
        return;
      }
      // The portal learns of the payment before the payer is back.
      await webhooks.send('checkout.session.completed', stripeSessionOf(session), session.account);
      res.redirect(303, next);
    },
  );
  return router;
}
