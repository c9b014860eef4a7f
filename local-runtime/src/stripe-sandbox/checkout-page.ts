// The sandbox's hosted checkout page (Stripe Checkout offline): the amount, a choice of two test
// cards (one succeeds, one is declined, as Stripe's 4242 and 0002 cards), Pay, and a link back
// to the portal. Paying completes the session and sends the payer to its success URL; a declined
// card stays on the page with the message Stripe shows.
import express, { type Response, type Router } from 'express';
import { formatUsd } from '@portico/common/format/money';
import {
  CARD_DECLINED,
  TEST_CARDS,
  type SandboxSession,
  type SandboxSessions,
  type TestCard,
} from './sandbox-sessions';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const money = (cents: number) => formatUsd(cents / 100);

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    color: #1a1f36; background: #f6f9fc; }
  main { max-width: 440px; margin: 0 auto; padding: 32px 20px; }
  .mode { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .04em;
    color: #8a4b00; background: #ffe9c7; border-radius: 4px; padding: 2px 8px; }
  h1 { font-size: 20px; margin: 16px 0 4px; }
  .amount { font-size: 36px; font-weight: 700; margin: 0 0 24px; }
  .card p { margin: 0 0 16px; }
  .card { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12);
    padding: 20px; }
  fieldset { border: 0; margin: 0 0 16px; padding: 0; }
  legend { font-weight: 600; margin-bottom: 8px; }
  label { display: flex; gap: 8px; align-items: center; padding: 6px 0; }
  button { width: 100%; font: inherit; font-weight: 600; color: #fff; background: #0a5ad6;
    border: 0; border-radius: 6px; padding: 12px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #7aa7f0; outline-offset: 2px; }
  .error { color: #9f1c1c; background: #fdecec; border-radius: 6px; padding: 10px 12px;
    margin: 0 0 16px; }
  a { color: #0a4fbd; }
  .back { display: inline-block; margin-top: 20px; }`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function checkoutPage(session: SandboxSession, error: string | null, card: TestCard): string {
  const cards = (Object.keys(TEST_CARDS) as TestCard[])
    .map(
      (
        key,
      ) => `<label><input type="radio" name="card" value="${key}"${key === card ? ' checked' : ''}>
        ${escape(TEST_CARDS[key].label)}</label>`,
    )
    .join('');
  return page(
    `Pay ${money(session.amount_total)}`,
    `<span class="mode">TEST MODE · Sandbox checkout</span>
    <h1>${escape(session.description)}</h1>
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

function closedPage(res: Response, status: number, message: string) {
  res
    .status(status)
    .type('html')
    .send(
      page('Checkout', `<span class="mode">TEST MODE · Sandbox checkout</span><h1>${message}</h1>`),
    );
}

export function checkoutPageRoutes(sessions: SandboxSessions): Router {
  const router = express.Router();
  router.get('/sandbox/checkout/:id', (req, res) => {
    const session = sessions.forPage(req.params.id);
    if (!session) return closedPage(res, 404, 'This checkout link is not valid.');
    if (session.status !== 'open')
      return closedPage(res, 410, 'This checkout session is no longer active.');
    res.type('html').send(checkoutPage(session, null, 'succeeds'));
  });
  router.post(
    '/sandbox/checkout/:id/pay',
    express.urlencoded({ extended: false, limit: '1kb' }),
    (req, res) => {
      const session = sessions.forPage(req.params.id);
      if (!session) return closedPage(res, 404, 'This checkout link is not valid.');
      if (session.status !== 'open')
        return closedPage(res, 410, 'This checkout session is no longer active.');
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
      res.redirect(303, next);
    },
  );
  return router;
}
