// Reconciliation (ARCHITECTURE.md "Payments": settled by webhooks plus a reconciliation job): a
// checkout still open 15 minutes after the payer was sent to it is asked of Stripe, in case its
// event never arrived (an endpoint down, a secret rotated). A session Stripe says is complete is
// handed to the same handlers as the webhook's events, as the event Stripe would have sent, so it
// settles exactly as the event would have — once, whichever comes first. An expired or unknown
// session is forgotten; one still open is asked again at the next run.
import type { Ports } from '../platform/ports';
import type { ScheduledJob } from '../platform/queue/background-work';
import { openCheckoutsRepo } from './open-checkouts.repo';
import { dispatchStripeEvent, type StripeEventHandler } from './stripe-webhook.service';

export const RECONCILE_AFTER_MS = 15 * 60_000;
/** A run is bounded; the next run takes the rest. */
export const RECONCILE_BATCH = 50;

type Deps = Pick<Ports, 'db' | 'payments' | 'clock' | 'logger'>;

/** Answers how many checkouts it settled. */
export async function reconcileCheckouts(
  deps: Deps,
  handlers: readonly StripeEventHandler[],
): Promise<number> {
  const open = openCheckoutsRepo(deps.db);
  const now = deps.clock.now();
  let settled = 0;
  for (const checkout of await open.openedBefore(
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    RECONCILE_BATCH,
  )) {
    let session;
    try {
      session = await deps.payments.findCheckout(checkout.accountId, checkout.sessionId);
    } catch (error) {
      // Stripe unavailable: asked again at the next run.
      deps.logger.warn(
        { err: error, session: checkout.sessionId },
        'reconciliation: Stripe did not answer',
      );
      continue;
    }
    if (!session || session.status === 'expired') {
      await open.close(checkout.sessionId);
      continue;
    }
    if (session.status !== 'complete') continue;
    const outcome = await dispatchStripeEvent(handlers, {
      // One event per state of the session: a payment still clearing, then paid.
      id: `reconciled_${session.id}_${session.paymentStatus}`,
      type: 'checkout.session.completed',
      account: checkout.accountId,
      created: now,
      object: session.raw,
    });
    if (outcome === 'applied') settled += 1;
    deps.logger.info({ session: session.id, outcome }, 'reconciliation: a completed checkout');
    if (session.paymentStatus !== 'unpaid') await open.close(checkout.sessionId);
  }
  return settled;
}

/** The job, given how to build the handlers of checkout events (the payables' areas own them). */
export function reconcileCheckoutsJob(
  handlersOf: (ports: Ports) => readonly StripeEventHandler[],
): ScheduledJob {
  return {
    name: 'reconcileCheckouts',
    everyMinutes: 15,
    secrets: 'stripe',
    async run(ports) {
      await reconcileCheckouts(ports, handlersOf(ports));
    },
  };
}
