// The sandbox's stand-in for the firm's Stripe dashboard, where a firm refunds a card payment or
// learns that the payer disputed it: the paid checkouts, newest first, each with Refund and (as a
// cardholder would) Open a dispute. Each sends the event Stripe sends on the payment's connected
// account — `charge.refunded` with the charge, `charge.dispute.created` with the dispute — both
// naming the payment's PaymentIntent, which is how the portal finds what was paid.
import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import { formatUsd } from '@portico/common/format/money';
import { closedPage, escape, page } from './sandbox-page';
import type { SandboxCharge, SandboxSession, SandboxSessions } from './sandbox-sessions';
import type { SandboxWebhooks } from './sandbox-webhooks';

const BADGE = 'Sandbox dashboard';
/** The reason the sandbox's cardholder gives (Stripe's most common one). */
export const SANDBOX_DISPUTE_REASON = 'fraudulent';

/** The charge as Stripe's events carry it. */
const chargeObject = (session: SandboxSession, charge: SandboxCharge) => ({
  id: charge.id,
  object: 'charge',
  amount: session.amount_total,
  amount_refunded: charge.refunded ? session.amount_total : 0,
  currency: session.currency,
  payment_intent: session.payment_intent,
  refunded: charge.refunded,
  disputed: charge.disputed,
  status: 'succeeded',
  created: session.created,
  livemode: false,
});

const disputeObject = (session: SandboxSession, charge: SandboxCharge, at: Date) => ({
  id: `dp_test_${randomBytes(12).toString('hex')}`,
  object: 'dispute',
  amount: session.amount_total,
  currency: session.currency,
  charge: charge.id,
  payment_intent: session.payment_intent,
  reason: SANDBOX_DISPUTE_REASON,
  status: 'needs_response',
  created: Math.floor(at.getTime() / 1000),
  livemode: false,
});

function row(session: SandboxSession, charge: SandboxCharge): string {
  const pi = encodeURIComponent(session.payment_intent!);
  const state = [charge.refunded && 'Refunded', charge.disputed && 'Disputed']
    .filter(Boolean)
    .join(' · ');
  const action = (path: string, label: string) =>
    `<form method="post" action="/sandbox/payments/${pi}/${path}"><button type="submit">${label}</button></form>`;
  return `<li class="card" style="list-style:none;margin:0 0 12px">
      <p><strong>${escape(session.description)}</strong><br>${formatUsd(session.amount_total / 100)}${
        state ? ` · ${state}` : ''
      }</p>
      ${charge.refunded ? '' : action('refund', `Refund ${formatUsd(session.amount_total / 100)}`)}
      ${charge.disputed ? '' : `<p></p>${action('dispute', 'Open a dispute')}`}
    </li>`;
}

export function dashboardPageRoutes(sessions: SandboxSessions, webhooks: SandboxWebhooks): Router {
  const router = express.Router();
  router.get('/sandbox/payments', (_req, res) => {
    const paid = sessions.paid();
    res
      .type('html')
      .send(
        page(
          'Payments',
          BADGE,
          `<h1>Payments</h1>${
            paid.length === 0
              ? '<p>No card payments yet.</p>'
              : `<ul style="padding:0">${paid.map((p) => row(p.session, p.charge)).join('')}</ul>`
          }`,
        ),
      );
  });
  router.post('/sandbox/payments/:pi/:action', async (req, res) => {
    const payment = sessions.payment(req.params.pi);
    const { action } = req.params;
    if (!payment || (action !== 'refund' && action !== 'dispute'))
      return closedPage(res, 404, 'Payments', BADGE, 'There is no such payment.');
    const { session, charge } = payment;
    if (action === 'refund' && !charge.refunded) {
      charge.refunded = true;
      await webhooks.send('charge.refunded', chargeObject(session, charge), session.account);
    }
    if (action === 'dispute' && !charge.disputed) {
      charge.disputed = true;
      await webhooks.send(
        'charge.dispute.created',
        disputeObject(session, charge, sessions.now()),
        session.account,
      );
    }
    res.redirect(303, '/sandbox/payments');
  });
  return router;
}
