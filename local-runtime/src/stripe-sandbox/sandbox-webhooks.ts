// The sandbox's webhook events, as Stripe sends them: an event object around the object as the API
// answers it, signed with the endpoint's secret exactly as Stripe signs (the stripe SDK's test
// header), handed to a deliver function (the local runtime posts it to the portal's webhook
// endpoint). A page action waits for the first attempt, so the portal knows the outcome when the
// browser comes back; a failed attempt is retried in the background, as Stripe retries. Every
// event sent is kept, so a test can read or replay it.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** The signing secret of the sandbox's webhook endpoint (the local runtime verifies with it). */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_portico_sandbox';

/** Sends one signed event to the endpoint; rejects when it is not accepted. */
export type DeliverWebhook = (payload: string, signatureHeader: string) => Promise<void>;

/** A delivery that goes nowhere (a sandbox nobody listens to). */
export const deliverNowhere: DeliverWebhook = () => Promise.resolve();

/** How long to wait before each retry of a failed delivery (Stripe's backoff, shortened). */
export const RETRY_DELAYS_MS = [200, 1_000, 5_000];

export interface SentEvent {
  id: string;
  type: string;
  /** The body as sent (JSON) and its Stripe-Signature header. */
  payload: string;
  header: string;
}

export class SandboxWebhooks {
  private readonly events: SentEvent[] = [];
  private readonly retries = new Set<NodeJS.Timeout>();
  /** While set, events are sent nowhere (an endpoint down, its secret rotated): none arrives. */
  private lost = false;

  constructor(
    private readonly deliver: DeliverWebhook,
    private readonly retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Sends an event about `object` (the API's answer); `account` names the connected account of a
   * Connect event. Resolves once the first attempt is over, whether or not it was accepted.
   */
  async send(type: string, object: object, account?: string): Promise<void> {
    const id = `evt_test_${randomBytes(12).toString('hex')}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(this.now().getTime() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      ...(account && { account }),
    });
    const event: SentEvent = { id, type, payload, header: '' };
    this.events.push(event);
    await this.attempt(event);
  }

  /** Every event sent so far, oldest first. */
  sent(): SentEvent[] {
    return this.events.map((event) => ({ ...event }));
  }

  /** Sends an event again, freshly signed (as Stripe's "Resend"); same id, same body. */
  async resend(eventId: string): Promise<void> {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new Error(`No such event: '${eventId}'`);
    const again = { ...event };
    this.events.push(again);
    await this.attempt(again);
  }

  /** From now on events are lost, or (false) delivered again: the reconciliation's tests. */
  loseEvents(lost: boolean): void {
    this.lost = lost;
  }

  /** Drops the retries still waiting (the sandbox is closing). */
  stop(): void {
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
  }

  /** Signs and delivers; on failure, the next retry is scheduled (the failure is not reported). */
  private async attempt(event: SentEvent, retry = 0): Promise<void> {
    if (this.lost) return;
    event.header = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: SANDBOX_WEBHOOK_SECRET,
    });
    try {
      await this.deliver(event.payload, event.header);
    } catch {
      const delay = this.retryDelaysMs[retry];
      if (delay === undefined) return;
      const timer = setTimeout(() => {
        this.retries.delete(timer);
        void this.attempt(event, retry + 1);
      }, delay);
      // A retry never keeps the process alive.
      timer.unref();
      this.retries.add(timer);
    }
  }
}
